import { and, desc, eq, inArray } from "drizzle-orm";
import type { JobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import { jobColumns, toJobDto } from "../jobs/jobDto";

/**
 * The client's jobs at the given properties, newest first, grouped by property id. Only the
 * client's own jobs: a property id never leads to someone else's job.
 */
export async function jobsByProperty(
  db: Database,
  clientProfileId: string,
  propertyIds: string[],
): Promise<Map<string, JobDto[]>> {
  const grouped = new Map<string, JobDto[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return grouped;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.clientProfileId, clientProfileId), inArray(jobs.propertyId, propertyIds)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  for (const row of rows) grouped.get(row.propertyId as string)?.push(toJobDto(row));
  return grouped;
}
