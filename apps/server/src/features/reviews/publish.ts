import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { REVIEW_WINDOW_DAYS } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { jobs, pilotProfiles, reviews } from "../../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When reviewing a job completed at `completedAt` closes and hidden reviews appear. */
export function reviewWindowEnd(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/**
 * The client's review of the pilot has become visible (both sides reviewed, or the window
 * ended): it becomes the job's `rating` (spec section 3) and the pilot's average is computed
 * again. Conditional on `rating is null`, so publishing twice changes nothing.
 */
export async function publishClientReview(tx: Transaction, jobId: string): Promise<boolean> {
  const [review] = await tx
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.jobId, jobId), eq(reviews.reviewerRole, "client")));
  if (!review) return false;
  const [job] = await tx
    .update(jobs)
    .set({ rating: review.rating })
    .where(and(eq(jobs.id, jobId), isNull(jobs.rating)))
    .returning({ pilotProfileId: jobs.pilotProfileId });
  if (!job?.pilotProfileId) return false;
  await recomputePilotRating(tx, job.pilotProfileId);
  return true;
}

/**
 * The pilot's rating is the average of the ratings on their completed jobs (spec section 9).
 * The profile row is locked first, so the average is read in a statement that starts after any
 * other publication for the same pilot committed (two at once would otherwise each miss the
 * other's job).
 */
export async function recomputePilotRating(tx: Transaction, pilotProfileId: string) {
  await tx
    .select({ id: pilotProfiles.id })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.id, pilotProfileId))
    .for("update");
  const rated = sql`from ${jobs} where ${jobs.pilotProfileId} = ${pilotProfileId}
    and ${jobs.status} = 'completed' and ${jobs.rating} is not null`;
  await tx
    .update(pilotProfiles)
    .set({
      ratingAvg: sql`(select avg(${jobs.rating})::real ${rated})`,
      reviewCount: sql`(select count(*)::int ${rated})`,
    })
    .where(eq(pilotProfiles.id, pilotProfileId));
}

/**
 * For the scheduler: clients' reviews whose window has ended without the pilot reviewing back
 * are published now. Each job in its own transaction; returns the jobs published.
 */
export async function publishDueReviews(db: Database, now: Date): Promise<string[]> {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const due = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "completed"),
        isNull(jobs.rating),
        lte(jobs.completedAt, windowStart),
        // "jobs"."id" spelled out: Drizzle leaves one-table selects unqualified (see jobDto.ts).
        sql`exists (select 1 from ${reviews} r
          where r.job_id = "jobs"."id" and r.reviewer_role = 'client')`,
      ),
    );
  const published: string[] = [];
  for (const { id } of due) {
    if (await db.transaction((tx) => publishClientReview(tx, id))) published.push(id);
  }
  return published;
}
