import { z } from "zod";
import { pageParam, pageSizeParam } from "./paging";
import { storableText } from "./storableText";

/** Both sides may review each other this many days after the job was completed. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_BODY_MAX = 2000;
export const REVIEWS_DEFAULT_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;

export const ALREADY_REVIEWED_MESSAGE = "You have already reviewed this job.";
export const REVIEW_WINDOW_CLOSED_MESSAGE = "The time to review this job has ended.";
export const REVIEW_NEEDS_COMPLETION_MESSAGE = "You can review once the job is completed.";

/** POST /api/jobs/{id}/reviews */
export const reviewRequestSchema = z.object({
  rating: z
    .number({ message: "Choose a rating from 1 to 5 stars" })
    .int("Choose a rating from 1 to 5 stars")
    .min(1, "Choose a rating from 1 to 5 stars")
    .max(5, "Choose a rating from 1 to 5 stars"),
  body: storableText()
    .trim()
    .max(REVIEW_BODY_MAX, `Keep it under ${REVIEW_BODY_MAX} characters`)
    .nullable()
    .optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** One review of a job as a party sees it. */
export const reviewSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  /** client: the client reviewed the pilot; pilot: the pilot reviewed the client. */
  reviewerRole: z.enum(["client", "pilot"]),
  reviewerName: z.string(),
  rating: z.number().int(),
  body: z.string().nullable(),
  createdAt: dateTime,
});
export type ReviewDto = z.infer<typeof reviewSchema>;

/** GET /api/jobs/{id}/reviews: the caller's review and the other side's once it is visible. */
export const jobReviewsSchema = z.object({
  viewerRole: z.enum(["client", "pilot"]),
  mine: reviewSchema.nullable(),
  /** The other side's review, only once both have reviewed or the window has ended. */
  theirs: reviewSchema.nullable(),
  /** The other side has reviewed (their review may still be hidden). */
  theirsSubmitted: z.boolean(),
  /** When reviewing closes and hidden reviews appear; null before completion. */
  windowEndsAt: dateTime.nullable(),
  /** The caller may still write their review now. */
  canReview: z.boolean(),
});
export type JobReviews = z.infer<typeof jobReviewsSchema>;

export const reviewsPageQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(REVIEWS_DEFAULT_PAGE_SIZE, REVIEWS_MAX_PAGE_SIZE),
});

/** A visible review of a pilot as the public sees it: no job title, no client's full name. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  body: z.string().nullable(),
  reviewerName: z.string(),
  /** What kind of job it was (a service type value). */
  serviceType: z.string(),
  createdAt: dateTime,
});

/** GET /api/pilots/{id}/reviews: newest first. */
export const pilotReviewsPageSchema = z.object({
  items: z.array(publicReviewSchema),
  /** Average of the pilot's visible ratings, one decimal; null with none (spec section 9). */
  rating: z.number().nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type PilotReviewsPage = z.infer<typeof pilotReviewsPageSchema>;

/** A rating the caller received as a pilot, with its job. */
export const receivedReviewSchema = reviewSchema.extend({
  jobTitle: z.string(),
});

/** A completed job the caller may still review. */
export const reviewToWriteSchema = z.object({
  jobId: z.uuid(),
  jobTitle: z.string(),
  /** The caller reviews as this side. */
  role: z.enum(["client", "pilot"]),
  /** The person or company to review. */
  revieweeName: z.string(),
  windowEndsAt: dateTime,
});

/** GET /api/reviews/mine: the pilot's ratings received (for /pilot/ratings). */
export const myReviewsSchema = z.object({
  /** Average of the visible ratings, one decimal; null with none. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How many visible ratings gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Reviews already written about the caller that appear later (window still open). */
  hiddenCount: z.number().int(),
  items: z.array(receivedReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  toWrite: z.array(reviewToWriteSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;
