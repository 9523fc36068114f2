import { and, eq } from "drizzle-orm";
import {
  RESCHEDULE_NOT_FOUND_MESSAGE,
  RESCHEDULE_NOT_OPEN_MESSAGE,
  RESCHEDULE_ONLY_PROPOSER_MESSAGE,
  RESCHEDULE_OWN_PROPOSAL_MESSAGE,
  rescheduleAnswerer,
  siteDateOf,
  type RescheduleProposalDto,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { jobs, rescheduleProposals, type RescheduleProposalRow, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { jobForViewer, requireRole, type ViewedJob } from "../delivery/access";
import { assertNewTimeAllowed, requireReschedulable, type PlannedJob } from "./newTime";
import {
  RESCHEDULE_NOTIFICATION_KINDS as KINDS,
  momentAtSite,
  notifyParties,
  sideOf,
  type RescheduleNotice,
} from "./notices";
import { PARTIES_ONLY_MESSAGE } from "./propose";
import { toProposalDto } from "./proposalDto";

const otherSide = rescheduleAnswerer;

export type RescheduleAnswer = "accept" | "decline" | "withdraw";

/** "HH:MM" of an instant on the site's clock. */
function siteClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

/**
 * Accepting moves the planned flight in the same transaction, and the job's window becomes the
 * agreed time (a fixed start), so the pilot can still fine-tune it or change the aircraft with
 * PUT planned-flight. The escrow is not touched. Both sides are notified: the flight moved.
 */
async function acceptInTransaction(
  tx: Transaction,
  viewed: ViewedJob,
  planned: PlannedJob,
  proposal: RescheduleProposalRow,
  now: Date,
): Promise<void> {
  await assertNewTimeAllowed(tx, viewed, planned, proposal.plannedAt, now);
  const zone = planned.site.timeZone;
  await tx
    .update(jobs)
    .set({
      plannedFlightAt: proposal.plannedAt,
      plannedFlightConfirmedAt: now,
      missionWindow: {
        kind: "fixed",
        date: siteDateOf(proposal.plannedAt, zone),
        startTime: siteClock(proposal.plannedAt, zone),
      },
      updatedAt: now,
    })
    .where(eq(jobs.id, viewed.job.id));
  const when = momentAtSite(proposal.plannedAt, zone);
  const title = viewed.job.title;
  const answerer = sideOf(viewed, otherSide(proposal.proposedBy)).name;
  await notifyParties(
    tx,
    viewed,
    [
      {
        to: proposal.proposedBy,
        kind: KINDS.accepted,
        title: "New flight time accepted",
        body: `${answerer} accepted your new time: "${title}" now flies on ${when}.`,
      },
      {
        to: otherSide(proposal.proposedBy),
        kind: KINDS.accepted,
        title: "Flight rescheduled",
        body: `You accepted the new time: "${title}" now flies on ${when}.`,
      },
    ],
    now,
  );
}

/** The notice of a decline (to the proposer) or a withdrawal (to the other side). */
function closingNotice(
  viewed: ViewedJob,
  proposal: RescheduleProposalRow,
  answer: "decline" | "withdraw",
): RescheduleNotice {
  const title = viewed.job.title;
  if (answer === "decline") {
    return {
      to: proposal.proposedBy,
      kind: KINDS.declined,
      title: "New flight time declined",
      body: `${sideOf(viewed, otherSide(proposal.proposedBy)).name} declined moving "${title}": the flight stays as planned.`,
    };
  }
  return {
    to: otherSide(proposal.proposedBy),
    kind: KINDS.withdrawn,
    title: "Proposed flight time withdrawn",
    body: `${sideOf(viewed, proposal.proposedBy).name} withdrew the new time proposed for "${title}": the flight stays as planned.`,
  };
}

/**
 * POST /api/jobs/{id}/reschedules/{proposalId}/accept|decline|withdraw. The other side accepts
 * or declines; the proposer withdraws. The job row is locked first, then the proposal is
 * closed by a conditional UPDATE on its `open` status: an answer and a withdrawal at once
 * apply one after the other, and the second gets 409.
 */
export async function answerReschedule(
  db: Database,
  user: User,
  jobId: string,
  proposalId: string,
  answer: RescheduleAnswer,
  now: Date,
): Promise<RescheduleProposalDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["client", "pilot"], PARTIES_ONLY_MESSAGE);
    const [proposal] = await tx
      .select()
      .from(rescheduleProposals)
      .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.jobId, jobId)));
    if (!proposal) throw new HttpError(404, RESCHEDULE_NOT_FOUND_MESSAGE);
    const own = proposal.proposedBy === viewed.role;
    if (answer === "withdraw" && !own) throw new HttpError(403, RESCHEDULE_ONLY_PROPOSER_MESSAGE);
    if (answer !== "withdraw" && own) throw new HttpError(403, RESCHEDULE_OWN_PROPOSAL_MESSAGE);
    if (proposal.status !== "open") throw new HttpError(409, RESCHEDULE_NOT_OPEN_MESSAGE);

    // A job that moved on (delivered, cancelled) can't take a new time; a decline still can.
    const planned = answer === "accept" ? requireReschedulable(viewed) : null;
    const status = { accept: "accepted", decline: "declined", withdraw: "withdrawn" } as const;
    const [closed] = await tx
      .update(rescheduleProposals)
      .set({ status: status[answer], respondedByUserId: user.id, respondedAt: now })
      .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.status, "open")))
      .returning();
    if (!closed) throw new HttpError(409, RESCHEDULE_NOT_OPEN_MESSAGE);

    if (answer === "accept" && planned) {
      await acceptInTransaction(tx, viewed, planned, proposal, now);
    } else if (answer !== "accept") {
      await notifyParties(tx, viewed, [closingNotice(viewed, proposal, answer)], now);
    }
    return toProposalDto(closed, viewed);
  });
}
