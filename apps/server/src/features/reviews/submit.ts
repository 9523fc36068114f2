import { eq } from "drizzle-orm";
import {
  ALREADY_REVIEWED_MESSAGE,
  REVIEW_NEEDS_COMPLETION_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  type ReviewDto,
  type ReviewRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { reviews, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { hiredPilot, jobForViewer, requireRole } from "../delivery/access";
import {
  AFTER_HIRE_NOTIFICATION_KINDS,
  clientDeliveryLink,
  notifyAfterHire,
  pilotJobPageLink,
} from "../delivery/notices";
import { publishClientReview, reviewWindowEnd } from "./publish";
import { reviewerName, toReviewDto } from "./reviewDto";

export const ONLY_PARTIES_REVIEW_MESSAGE = "Only the job's client and pilot review each other.";

/**
 * POST /api/jobs/{id}/reviews: the client reviews the pilot, the pilot the client, once each,
 * after completion and within the review window. The job row is locked so two reviews arriving
 * together see each other: the second one makes both visible and publishes the client's rating.
 */
export async function submitReview(
  db: Database,
  user: User,
  jobId: string,
  input: ReviewRequest,
  now: Date,
): Promise<ReviewDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["client", "pilot"], ONLY_PARTIES_REVIEW_MESSAGE);
    const side = viewed.role === "client" ? "client" : "pilot";
    const { job } = viewed;
    if (job.status !== "completed" || !job.completedAt) {
      throw new HttpError(409, REVIEW_NEEDS_COMPLETION_MESSAGE);
    }
    if (now >= reviewWindowEnd(job.completedAt)) {
      throw new HttpError(409, REVIEW_WINDOW_CLOSED_MESSAGE);
    }
    const existing = await tx
      .select({ role: reviews.reviewerRole })
      .from(reviews)
      .where(eq(reviews.jobId, jobId));
    if (existing.some((r) => r.role === side)) throw new HttpError(409, ALREADY_REVIEWED_MESSAGE);

    const pilot = hiredPilot(viewed);
    const reviewee = side === "client" ? pilot : viewed.client;
    const [review] = await tx
      .insert(reviews)
      .values({
        jobId,
        reviewerRole: side,
        reviewerUserId: user.id,
        revieweeUserId: reviewee.userId,
        rating: input.rating,
        body: input.body?.trim() || null,
        createdAt: now,
      })
      .returning();
    if (!review) throw new Error("insert of the review returned no row");

    const bothReviewed = existing.length > 0;
    if (bothReviewed) await publishClientReview(tx, jobId);

    const me = side === "client" ? viewed.client : pilot;
    const reviewer = reviewerName(side, { ...me, companyName: me.organisation });
    await notifyAfterHire(
      tx,
      [
        {
          userId: reviewee.userId,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.reviewReceived,
          title: bothReviewed ? "Your reviews are visible" : "You received a review",
          body: bothReviewed
            ? `${reviewer} reviewed you for "${job.title}". Both reviews can now be read.`
            : `${reviewer} reviewed you for "${job.title}". Leave your review to see theirs; both appear when you do, or when the review window ends.`,
          link: side === "client" ? pilotJobPageLink(jobId) : clientDeliveryLink(jobId),
        },
      ],
      now,
    );
    return toReviewDto(review, reviewer);
  });
}
