import { and, desc, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { REVIEW_WINDOW_DAYS, type AccountDataExport } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { clientProfiles, jobs, reviews, users } from "../../db/schema";
import { reviewerName, reviewIsVisible, toReviewDto } from "../reviews/reviewDto";

const DAY_MS = 24 * 60 * 60 * 1000;
const reviewers = alias(users, "reviewers");

/**
 * The reviews the user wrote (all of them: they are theirs) and the reviews others wrote about
 * them that are visible: a review still hidden by the double-blind rule is not handed over
 * early through the export either.
 */
export async function exportReviews(
  db: Database,
  userId: string,
  now: Date,
): Promise<Pick<AccountDataExport, "reviewsGiven" | "reviewsReceived">> {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const given = eq(reviews.reviewerUserId, userId);
  const received = and(eq(reviews.revieweeUserId, userId), reviewIsVisible(windowStart));
  const rows = await db
    .select({
      review: reviews,
      jobTitle: jobs.title,
      firstName: reviewers.firstName,
      lastName: reviewers.lastName,
      companyName: clientProfiles.companyName,
    })
    .from(reviews)
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerUserId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, reviews.reviewerUserId))
    .where(or(given, received))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const dto = (row: (typeof rows)[number]) => ({
    ...toReviewDto(row.review, reviewerName(row.review.reviewerRole, row)),
    jobTitle: row.jobTitle,
  });
  return {
    reviewsGiven: rows.filter((r) => r.review.reviewerUserId === userId).map(dto),
    reviewsReceived: rows.filter((r) => r.review.revieweeUserId === userId).map(dto),
  };
}
