import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { JobStatus, PropertySummary } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs, properties } from "../../db/schema";
import { clientProfileIdOf } from "./access";

/**
 * Which summary bucket each job status counts in (propertySummarySchema's definitions, spec
 * section 3). Cancelled and disputed jobs count in none: they are neither waiting for a pilot,
 * being flown, waiting for review nor done.
 */
export const SUMMARY_BUCKET_STATUSES = {
  pending: ["open", "assigned"],
  in_progress: ["in_progress"],
  ready: ["ready_for_review"],
  completed: ["completed"],
} as const satisfies Record<Exclude<keyof PropertySummary, "total">, readonly JobStatus[]>;

const countWhere = (statuses: readonly JobStatus[]) =>
  sql<number>`count(*) filter (where ${inArray(jobs.status, [...statuses])})`.mapWith(Number);

/** GET /api/properties/summary: the caller's properties and the jobs at them, by bucket. */
export async function propertySummary(db: Database, userId: string): Promise<PropertySummary> {
  const clientProfileId = await clientProfileIdOf(db, userId);
  if (!clientProfileId) return { total: 0, pending: 0, ready: 0, in_progress: 0, completed: 0 };

  const [owned] = await db
    .select({ total: count() })
    .from(properties)
    .where(eq(properties.clientProfileId, clientProfileId));
  const [byStatus] = await db
    .select({
      pending: countWhere(SUMMARY_BUCKET_STATUSES.pending),
      in_progress: countWhere(SUMMARY_BUCKET_STATUSES.in_progress),
      ready: countWhere(SUMMARY_BUCKET_STATUSES.ready),
      completed: countWhere(SUMMARY_BUCKET_STATUSES.completed),
    })
    .from(jobs)
    .innerJoin(properties, eq(properties.id, jobs.propertyId))
    .where(
      and(
        eq(properties.clientProfileId, clientProfileId),
        eq(jobs.clientProfileId, clientProfileId),
      ),
    );
  return {
    total: owned?.total ?? 0,
    pending: byStatus?.pending ?? 0,
    ready: byStatus?.ready ?? 0,
    in_progress: byStatus?.in_progress ?? 0,
    completed: byStatus?.completed ?? 0,
  };
}
