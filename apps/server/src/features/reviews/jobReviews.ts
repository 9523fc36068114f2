import { eq } from "drizzle-orm";
import type { JobReviews } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { reviews, type User } from "../../db/schema";
import { hiredPilot, jobForViewer, requireRole } from "../delivery/access";
import { reviewWindowEnd } from "./publish";
import { reviewerName, toReviewDto } from "./reviewDto";
import { ONLY_PARTIES_REVIEW_MESSAGE } from "./submit";

/**
 * GET /api/jobs/{id}/reviews: the caller's own review always; the other side's only once both
 * have reviewed or the window has ended (until then the caller only learns that it exists).
 */
export async function jobReviews(
  db: Database,
  user: User,
  jobId: string,
  now: Date,
): Promise<JobReviews> {
  const viewed = await jobForViewer(db, user, jobId);
  requireRole(viewed, ["client", "pilot"], ONLY_PARTIES_REVIEW_MESSAGE);
  const side = viewed.role === "client" ? "client" : "pilot";
  const rows = await db.select().from(reviews).where(eq(reviews.jobId, jobId));
  const mine = rows.find((r) => r.reviewerRole === side) ?? null;
  const theirs = rows.find((r) => r.reviewerRole !== side) ?? null;

  const { completedAt } = viewed.job;
  const windowEnd =
    viewed.job.status === "completed" && completedAt ? reviewWindowEnd(completedAt) : null;
  const windowOver = windowEnd !== null && now >= windowEnd;
  const named = (role: "client" | "pilot") => {
    const person = role === "client" ? viewed.client : hiredPilot(viewed);
    return reviewerName(role, { ...person, companyName: person.organisation });
  };

  return {
    viewerRole: side,
    mine: mine ? toReviewDto(mine, named(mine.reviewerRole)) : null,
    theirs: theirs && (mine || windowOver) ? toReviewDto(theirs, named(theirs.reviewerRole)) : null,
    theirsSubmitted: theirs !== null,
    windowEndsAt: windowEnd?.toISOString() ?? null,
    canReview: windowEnd !== null && !windowOver && mine === null,
  };
}
