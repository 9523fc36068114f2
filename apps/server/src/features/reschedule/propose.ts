import { and, desc, eq } from "drizzle-orm";
import {
  RESCHEDULE_OPEN_EXISTS_MESSAGE,
  type RescheduleProposalDto,
  type rescheduleRequestSchema,
} from "@skyhire/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { rescheduleProposals, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { isUniqueViolation } from "../auth/accounts";
import { jobForViewer, requireRole } from "../delivery/access";
import { assertNewTimeAllowed, requireReschedulable } from "./newTime";
import { momentAtSite, notifyParties, proposedNotice } from "./notices";
import { toProposalDto } from "./proposalDto";

type RescheduleInput = z.output<typeof rescheduleRequestSchema>;

export const PARTIES_ONLY_MESSAGE =
  "Only the job's client and its hired pilot reschedule its flight.";

/** GET /api/jobs/{id}/reschedules: the job's proposals, newest first (both parties). */
export async function listProposals(
  db: Database,
  user: User,
  jobId: string,
): Promise<RescheduleProposalDto[]> {
  const viewed = await jobForViewer(db, user, jobId);
  requireRole(viewed, ["client", "pilot"], PARTIES_ONLY_MESSAGE);
  const rows = await db
    .select()
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.jobId, jobId))
    .orderBy(desc(rescheduleProposals.createdAt), desc(rescheduleProposals.id));
  return rows.map((row) => toProposalDto(row, viewed));
}

/**
 * POST /api/jobs/{id}/reschedules: the client or the hired pilot proposes a new planned time.
 * Under the job row's lock, so of two proposals at once the second sees the first and gets 409;
 * the partial unique index (one open proposal per job) holds the rule underneath.
 */
export async function proposeReschedule(
  db: Database,
  user: User,
  jobId: string,
  input: RescheduleInput,
  now: Date,
): Promise<RescheduleProposalDto> {
  try {
    return await db.transaction(async (tx) => {
      const viewed = await jobForViewer(tx, user, jobId, { lock: true });
      requireRole(viewed, ["client", "pilot"], PARTIES_ONLY_MESSAGE);
      const by = viewed.role as "client" | "pilot";
      const planned = requireReschedulable(viewed);
      const [open] = await tx
        .select({ id: rescheduleProposals.id })
        .from(rescheduleProposals)
        .where(and(eq(rescheduleProposals.jobId, jobId), eq(rescheduleProposals.status, "open")));
      if (open) throw new HttpError(409, RESCHEDULE_OPEN_EXISTS_MESSAGE);
      const newTime = new Date(input.plannedAt);
      await assertNewTimeAllowed(tx, viewed, planned, newTime, now);

      const [row] = await tx
        .insert(rescheduleProposals)
        .values({
          jobId,
          proposedByUserId: user.id,
          proposedBy: by,
          fromAt: planned.current,
          plannedAt: newTime,
          reason: input.reason,
          note: input.note,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("insert of the proposal returned no row");
      const when = momentAtSite(newTime, planned.site.timeZone);
      await notifyParties(tx, viewed, [proposedNotice(viewed, by, when, input.reason)], now);
      return toProposalDto(row, viewed);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, RESCHEDULE_OPEN_EXISTS_MESSAGE);
    throw error;
  }
}
