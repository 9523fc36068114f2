import { and, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import { CLIENT_NOT_FOUND_MESSAGE, type ClientPage } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { findPilotProfile } from "../jobs/access";
import { milesToJob, pilotBase } from "../jobs/geo";
import { jobColumns, toJobDto } from "../jobs/jobDto";
import { clientSummarySql, toClientSummary, type ClientSummaryRow } from "./clientSummary";
import { hiringClientsWhere } from "./search";

/**
 * GET /api/clients/{id}: what pilots may see of a client who hires, and their open jobs (the
 * ones the board shows: open, deadline not passed), with miles from the caller's base. A client
 * search would not list (no jobs ever, not hiring, the caller's own) is not found.
 */
export async function clientPage(
  db: Database,
  user: User,
  clientProfileId: string,
  now: Date,
): Promise<ClientPage> {
  const result = await db.execute<ClientSummaryRow>(sql`
    ${clientSummarySql(now, null)}
    where cp.id = ${clientProfileId} and ${hiringClientsWhere(user)}
  `);
  const row = result.rows[0];
  if (!row) throw new HttpError(404, CLIENT_NOT_FOUND_MESSAGE);

  const [open, pilot] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(
        and(
          eq(jobs.clientProfileId, clientProfileId),
          eq(jobs.status, "open"),
          or(isNull(jobs.deadline), gte(jobs.deadline, now)),
        ),
      )
      .orderBy(desc(jobs.createdAt), desc(jobs.id)),
    findPilotProfile(db, user.id),
  ]);
  const base = pilot ? pilotBase(pilot) : null;
  return {
    ...toClientSummary(row),
    jobs: open.map((job) => toJobDto(job, milesToJob(base, job))),
  };
}
