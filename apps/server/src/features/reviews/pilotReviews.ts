import { and, count, desc, eq } from "drizzle-orm";
import {
  PILOT_NOT_FOUND_MESSAGE,
  REVIEW_WINDOW_DAYS,
  type PilotReviewsPage,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { clientProfiles, jobs, pilotProfiles, reviews, users } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { averageRating, reviewerName, reviewIsVisible, roundRating } from "./reviewDto";

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/pilots/{id}/reviews (public): clients' reviews of the pilot that are visible, newest
 * first, with the average of those ratings. Never the job's title or the client's full name.
 * A pilot the public profile would not show is not found here either.
 */
export async function pilotReviews(
  db: Database,
  pilotProfileId: string,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date,
): Promise<PilotReviewsPage> {
  if (!UUID_PATTERN.test(pilotProfileId)) throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);
  const [pilot] = await db
    .select({ id: pilotProfiles.id })
    .from(pilotProfiles)
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(and(eq(pilotProfiles.id, pilotProfileId), eq(users.canFly, true)));
  if (!pilot) throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);

  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const where = and(
    eq(jobs.pilotProfileId, pilotProfileId),
    eq(reviews.reviewerRole, "client"),
    reviewIsVisible(windowStart),
  );
  const offset = (page - 1) * pageSize;
  const [rows, [summary]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        body: reviews.body,
        createdAt: reviews.createdAt,
        serviceType: jobs.serviceType,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: clientProfiles.companyName,
      })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .innerJoin(users, eq(users.id, reviews.reviewerUserId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, reviews.reviewerUserId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ n: count(), avg: averageRating() })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .where(where),
  ]);
  const total = summary?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      reviewerName: reviewerName("client", r),
      serviceType: r.serviceType,
      createdAt: r.createdAt.toISOString(),
    })),
    rating: roundRating(summary?.avg ?? null),
    total,
    page,
    pageSize,
    hasMore: offset + rows.length < total,
  };
}
