import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { JobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { applications, jobs, type Job } from "../../db/schema";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A job row as the API answers it (jobSchema): money in cents, dates as ISO strings. */
export function jobDtoOf(job: Job, pendingApplications: number): JobDto {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    serviceType: job.serviceType,
    location: job.location,
    lat: job.lat,
    lng: job.lng,
    budget: job.budgetCents,
    dateFrom: iso(job.dateFrom),
    deadline: iso(job.deadline),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    status: job.status,
    rating: job.rating,
    deliverables: job.deliverables,
    requirements: job.requirements,
    insuranceMinimum: job.insuranceMinimumCents,
    propertyId: job.propertyId,
    clientProfileId: job.clientProfileId,
    pilotProfileId: job.pilotProfileId,
    pendingApplications,
  };
}

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
      pending: sql<number>`(select count(*) from ${applications}
        where ${applications.jobId} = ${jobs.id} and ${applications.status} = 'pending')`.mapWith(
        Number,
      ),
    })
    .from(jobs)
    .where(and(eq(jobs.clientProfileId, clientProfileId), inArray(jobs.propertyId, propertyIds)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  for (const { job, pending } of rows) {
    grouped.get(job.propertyId as string)?.push(jobDtoOf(job, pending));
  }
  return grouped;
}
