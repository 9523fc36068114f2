import { and, desc, eq } from "drizzle-orm";
import { CRM_CLIENT_NOT_FOUND_MESSAGE, type CrmClientDetail, type CrmNote } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { pilotClientNotes, type PilotClientNote, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { clientFacts, crmPilotOf, toCrmClient, type CrmPilot } from "./clientList";
import { relationJobs, type RelationJob } from "./relationJobs";

export function toCrmNote(row: PilotClientNote): CrmNote {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The caller's pilot profile and the jobs they share with the client, or 404: a client the
 * pilot has no relation with is not in their CRM (nor are notes about them possible).
 */
export async function requireRelation(
  db: Database,
  user: User,
  clientProfileId: string,
): Promise<{ pilot: CrmPilot; jobs: RelationJob[] }> {
  const pilot = await crmPilotOf(db, user);
  const jobs = pilot ? await relationJobs(db, pilot, clientProfileId) : [];
  if (!pilot || jobs.length === 0) throw new HttpError(404, CRM_CLIENT_NOT_FOUND_MESSAGE);
  return { pilot, jobs };
}

/** GET /api/crm/clients/{id}: the CRM row, the job history and the pilot's notes. */
export async function crmClientDetail(
  db: Database,
  user: User,
  clientProfileId: string,
): Promise<CrmClientDetail> {
  const { pilot, jobs } = await requireRelation(db, user, clientProfileId);
  const facts = (await clientFacts(db, pilot, [clientProfileId])).get(clientProfileId);
  if (!facts) throw new HttpError(404, CRM_CLIENT_NOT_FOUND_MESSAGE);
  const notes = await db
    .select()
    .from(pilotClientNotes)
    .where(
      and(
        eq(pilotClientNotes.pilotProfileId, pilot.profileId),
        eq(pilotClientNotes.clientProfileId, clientProfileId),
      ),
    )
    .orderBy(desc(pilotClientNotes.createdAt), desc(pilotClientNotes.id));
  return {
    ...toCrmClient(facts, jobs),
    memberSince: facts.memberSince.toISOString(),
    history: jobs.map(
      ({ clientProfileId: _client, hired: _hired, bucket: _bucket, ...job }) => job,
    ),
    notes: notes.map(toCrmNote),
  };
}
