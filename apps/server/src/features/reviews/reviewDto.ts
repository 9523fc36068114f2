import { sql, type SQL } from "drizzle-orm";
import type { ReviewDto } from "@skyhire/shared";
import { jobs, reviews, type Review } from "../../db/schema";
import { displayName } from "../pilots/search";

/**
 * How a reviewer is named to others: a client by their company when they have one, anyone
 * else as pilots are shown publicly ("Pat P.").
 */
export function reviewerName(
  role: "client" | "pilot",
  person: { firstName: string; lastName: string; companyName?: string | null },
): string {
  const company = role === "client" ? person.companyName?.trim() : undefined;
  return company || displayName(person.firstName, person.lastName);
}

export function toReviewDto(row: Review, reviewer: string): ReviewDto {
  return {
    id: row.id,
    jobId: row.jobId,
    reviewerRole: row.reviewerRole,
    reviewerName: reviewer,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * SQL for "this review may be shown": the other side has reviewed the same job too, or the
 * review window (which closed at `windowStart` + 14 days for jobs completed at `windowStart`)
 * is over. For queries over reviews joined with their job.
 */
export function reviewIsVisible(windowStart: Date): SQL {
  return sql`(exists (select 1 from ${reviews} other
      where other.job_id = ${reviews.jobId} and other.reviewer_role <> ${reviews.reviewerRole})
    or ${jobs.completedAt} <= ${windowStart})`;
}

/** The average of the selected reviews' ratings, or null with none. */
export function averageRating(): SQL<number | null> {
  return sql<number | null>`avg(${reviews.rating})::float8`.mapWith(Number);
}

/** One decimal, as ratings are shown (spec section 9). */
export function roundRating(average: number | null): number | null {
  return average === null ? null : Math.round(average * 10) / 10;
}
