import { desc, eq } from "drizzle-orm";
import type { JobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { findClientProfile, findPilotProfile } from "./access";
import { jobColumns, toJobDto } from "./jobDto";

/** GET /api/jobs/client (spec section 7): the caller's jobs as a client, newest first. */
export async function listClientJobs(db: Database, userId: string): Promise<JobDto[]> {
  const client = await findClientProfile(db, userId);
  if (!client) return [];
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.clientProfileId, client.id))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => toJobDto(row));
}

/** GET /api/jobs/pilot (spec section 7): the jobs the caller's pilot profile was hired for. */
export async function listPilotJobs(db: Database, userId: string): Promise<JobDto[]> {
  const pilot = await findPilotProfile(db, userId);
  if (!pilot) return [];
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.pilotProfileId, pilot.id))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((row) => toJobDto(row));
}
