import { and, count, desc, eq, gt, isNotNull, not, sql } from "drizzle-orm";
import { REVIEW_WINDOW_DAYS, type MyReviews } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { clientProfiles, jobs, pilotProfiles, reviews, users, type User } from "../../db/schema";
import { findClientProfile, findPilotProfile } from "../jobs/access";
import { reviewWindowEnd } from "./publish";
import { reviewerName, reviewIsVisible, roundRating, toReviewDto } from "./reviewDto";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/reviews/mine (for /pilot/ratings): the ratings the caller received as a pilot that
 * are visible, newest first, their average and spread, how many are still hidden, and the
 * completed jobs (as pilot or client) the caller may still review.
 */
export async function myReviews(
  db: Database,
  user: User,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date,
): Promise<MyReviews> {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const [pilot, client] = await Promise.all([
    findPilotProfile(db, user.id),
    findClientProfile(db, user.id),
  ]);
  const offset = (page - 1) * pageSize;
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const toWrite = await reviewsToWrite(db, { pilotId: pilot?.id, clientId: client?.id }, now);
  if (!pilot) {
    return {
      rating: null,
      reviewCount: 0,
      distribution,
      hiddenCount: 0,
      items: [],
      total: 0,
      page,
      pageSize,
      hasMore: false,
      toWrite,
    };
  }

  const received = and(eq(jobs.pilotProfileId, pilot.id), eq(reviews.reviewerRole, "client"));
  const visible = and(received, reviewIsVisible(windowStart));
  const [rows, spread, [hidden]] = await Promise.all([
    db
      .select({
        review: reviews,
        jobTitle: jobs.title,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: clientProfiles.companyName,
      })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .innerJoin(users, eq(users.id, reviews.reviewerUserId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, reviews.reviewerUserId))
      .where(visible)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .where(visible)
      .groupBy(reviews.rating),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .where(and(received, not(reviewIsVisible(windowStart)))),
  ]);

  let total = 0;
  let sum = 0;
  for (const row of spread) {
    distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.n;
    total += row.n;
    sum += row.rating * row.n;
  }
  return {
    rating: roundRating(total > 0 ? sum / total : null),
    reviewCount: total,
    distribution,
    hiddenCount: hidden?.n ?? 0,
    items: rows.map((r) => ({
      ...toReviewDto(r.review, reviewerName("client", r)),
      jobTitle: r.jobTitle,
    })),
    total,
    page,
    pageSize,
    hasMore: offset + rows.length < total,
    toWrite,
  };
}

/** Completed jobs of the caller, still inside the review window, that they have not reviewed. */
async function reviewsToWrite(
  db: Database,
  profiles: { pilotId: string | undefined; clientId: string | undefined },
  now: Date,
): Promise<MyReviews["toWrite"]> {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const open = (role: "client" | "pilot") =>
    and(
      eq(jobs.status, "completed"),
      isNotNull(jobs.completedAt),
      gt(jobs.completedAt, windowStart),
      sql`not exists (select 1 from ${reviews} mine
        where mine.job_id = ${jobs.id} and mine.reviewer_role = ${role})`,
    );
  const [asPilot, asClient] = await Promise.all([
    profiles.pilotId
      ? db
          .select({
            jobId: jobs.id,
            jobTitle: jobs.title,
            completedAt: jobs.completedAt,
            firstName: users.firstName,
            lastName: users.lastName,
            companyName: clientProfiles.companyName,
          })
          .from(jobs)
          .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
          .innerJoin(users, eq(users.id, clientProfiles.userId))
          .where(and(eq(jobs.pilotProfileId, profiles.pilotId), open("pilot")))
      : Promise.resolve([]),
    profiles.clientId
      ? db
          .select({
            jobId: jobs.id,
            jobTitle: jobs.title,
            completedAt: jobs.completedAt,
            firstName: users.firstName,
            lastName: users.lastName,
            companyName: sql<string | null>`null`,
          })
          .from(jobs)
          .innerJoin(pilotProfiles, eq(pilotProfiles.id, jobs.pilotProfileId))
          .innerJoin(users, eq(users.id, pilotProfiles.userId))
          .where(and(eq(jobs.clientProfileId, profiles.clientId), open("client")))
      : Promise.resolve([]),
  ]);
  const entries = [
    ...asPilot.map((j) => ({ ...j, role: "pilot" as const, revieweeRole: "client" as const })),
    ...asClient.map((j) => ({ ...j, role: "client" as const, revieweeRole: "pilot" as const })),
  ];
  return entries
    .filter((j): j is typeof j & { completedAt: Date } => j.completedAt !== null)
    .map((j) => ({
      jobId: j.jobId,
      jobTitle: j.jobTitle,
      role: j.role,
      revieweeName: reviewerName(j.revieweeRole, j),
      windowEndsAt: reviewWindowEnd(j.completedAt).toISOString(),
    }))
    .sort((a, b) => a.windowEndsAt.localeCompare(b.windowEndsAt));
}
