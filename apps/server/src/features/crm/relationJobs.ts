import { sql } from "drizzle-orm";
import type { ApplicationStatus, CrmJob, JobStatus } from "@skyhire/shared";
import type { Database } from "../../db/client";

/** A job between the pilot and one client, and what each side did on it. */
export interface RelationJob extends CrmJob {
  clientProfileId: string;
  hired: boolean;
  /** Which bucket of `CrmClient.jobs` the job counts in. */
  bucket: "active" | "completed" | "pending" | "closed";
}

/** Hired jobs still under way: the relationship is active while one exists. */
const UNDER_WAY: readonly JobStatus[] = ["assigned", "in_progress", "ready_for_review", "disputed"];

function bucketOf(row: {
  hired: boolean;
  status: JobStatus;
  applicationStatus: ApplicationStatus | null;
}): RelationJob["bucket"] {
  if (row.hired && UNDER_WAY.includes(row.status)) return "active";
  if (row.hired && row.status === "completed") return "completed";
  const waiting = row.applicationStatus === null || row.applicationStatus === "pending";
  if (!row.hired && row.status === "open" && waiting) return "pending";
  return "closed";
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Every job the pilot has a relation with (hired for, applied to, or invited to), optionally of
 * one client, newest activity first. Money comes from the ledger: what the pilot's balance was
 * credited for the job (approvals and dispute awards) and the price of the paid checkout.
 * The pilot's own client profile (a dual account) is left out.
 */
export async function relationJobs(
  db: Database,
  pilot: { profileId: string; userId: string },
  clientProfileId?: string,
): Promise<RelationJob[]> {
  const { profileId, userId } = pilot;
  const result = await db.execute<{
    id: string;
    client_profile_id: string;
    title: string;
    service_type: string;
    status: JobStatus;
    location: string | null;
    deadline: Date | string | null;
    rating: number | null;
    hired: boolean;
    application_status: ApplicationStatus | null;
    quote_cents: number | null;
    price_cents: number | null;
    earned_cents: string | number;
    last_activity_at: Date | string;
  }>(sql`
    with related as (
      select j.id from jobs j where j.pilot_profile_id = ${profileId}
      union select a.job_id from applications a where a.pilot_profile_id = ${profileId}
      union select i.job_id from job_invitations i where i.pilot_profile_id = ${profileId}
    )
    select j.id, j.client_profile_id, j.title, j.service_type, j.status, j.location, j.deadline,
      j.rating,
      coalesce(j.pilot_profile_id = ${profileId}, false) as hired,
      a.status as application_status, a.quote_cents,
      (select c.price_cents from checkouts c
        where c.job_id = j.id and c.pilot_profile_id = ${profileId} and c.status = 'paid'
        order by c.created_at desc limit 1) as price_cents,
      (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
        join ledger_accounts la on la.id = e.account_id
        join ledger_transfers t on t.id = e.transfer_id
        where la.kind = 'pilot_balance' and la.user_id = ${userId} and t.job_id = j.id
          and t.kind in ('release', 'dispute_split') and e.amount_cents > 0) as earned_cents,
      -- A job the pilot was hired for changes under them; otherwise only their own steps count.
      greatest(
        case when j.pilot_profile_id = ${profileId} then j.updated_at end,
        a.updated_at, i.created_at, j.created_at
      ) as last_activity_at
    from related
    join jobs j on j.id = related.id
    join client_profiles cp on cp.id = j.client_profile_id
    left join applications a on a.job_id = j.id and a.pilot_profile_id = ${profileId}
    left join job_invitations i on i.job_id = j.id and i.pilot_profile_id = ${profileId}
    where cp.user_id <> ${userId}
      ${clientProfileId ? sql`and j.client_profile_id = ${clientProfileId}` : sql``}
    order by last_activity_at desc, j.id
  `);
  return result.rows.map((row) => {
    const hired = Boolean(row.hired);
    const job = {
      jobId: row.id,
      clientProfileId: row.client_profile_id,
      title: row.title,
      serviceType: row.service_type,
      jobStatus: row.status,
      relation: hired ? "hired" : row.application_status ? "applied" : "invited",
      applicationStatus: row.application_status,
      quoteCents: row.quote_cents === null ? null : Number(row.quote_cents),
      priceCents: row.price_cents === null ? null : Number(row.price_cents),
      earnedCents: Number(row.earned_cents),
      rating: hired && row.status === "completed" && row.rating !== null ? row.rating : null,
      location: row.location,
      deadline: iso(row.deadline),
      lastActivityAt: iso(row.last_activity_at) as string,
      hired,
    } satisfies Omit<RelationJob, "bucket">;
    return { ...job, bucket: bucketOf({ ...job, status: row.status }) };
  });
}
