import { and, desc, eq, getTableName, inArray, sql } from "drizzle-orm";
import type { JobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { applications, jobs } from "../../db/schema";
import { toJobDto } from "../jobs/jobDto";

// Spelled out with its table: Drizzle leaves columns unqualified in a one-table select, and
// inside the subquery a bare "id" would be the application's own id.
const outerJobId = sql`${sql.identifier(getTableName(jobs))}.${sql.identifier(jobs.id.name)}`;

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
    .select({
      job: jobs,
      pendingApplications: sql<number>`(select count(*) from ${applications}
        where ${applications.jobId} = ${outerJobId} and ${applications.status} = 'pending')`.mapWith(
        Number,
      ),
    })
    .from(jobs)
    .where(and(eq(jobs.clientProfileId, clientProfileId), inArray(jobs.propertyId, propertyIds)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  for (const { job, pendingApplications } of rows) {
    grouped.get(job.propertyId as string)?.push(toJobDto({ ...job, pendingApplications }));
  }
  return grouped;
}
