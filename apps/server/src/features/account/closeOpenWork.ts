import { and, eq, inArray } from "drizzle-orm";
import { DELETED_USER_NAME } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { applications, checkouts, jobs } from "../../db/schema";
import { changeApplication } from "../applications/lifecycle";
import { cancelJobInTransaction } from "../jobs/cancel";

const CLOSED_ACCOUNT_NOTE = "The client closed their SkyHire account.";

/**
 * What a deleted account leaves open is closed in the deletion's transaction: each open job of
 * theirs as a client is cancelled the way the client would cancel it (applicants rejected and
 * told, a checkout in progress closed), and each pending application of theirs as a pilot is
 * withdrawn, with any checkout started on it closed. Jobs past `open` never get here: they
 * hold escrow or are in progress, which refuses the deletion.
 */
export async function closeOpenWork(
  tx: Transaction,
  user: { id: string; clientProfileId: string | null; pilotProfileId: string | null },
  now: Date,
): Promise<void> {
  if (user.clientProfileId) {
    const open = await tx
      .select({
        id: jobs.id,
        status: jobs.status,
        title: jobs.title,
        pilotProfileId: jobs.pilotProfileId,
      })
      .from(jobs)
      .where(and(eq(jobs.clientProfileId, user.clientProfileId), eq(jobs.status, "open")));
    for (const job of open) {
      await cancelJobInTransaction(tx, {
        job,
        clientName: DELETED_USER_NAME,
        actorUserId: user.id,
        note: CLOSED_ACCOUNT_NOTE,
        now,
      });
    }
  }

  if (user.pilotProfileId) {
    const pending = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(
        and(
          eq(applications.pilotProfileId, user.pilotProfileId),
          eq(applications.status, "pending"),
        ),
      );
    for (const application of pending) {
      await changeApplication(tx, { application, event: "withdraw", actor: "pilot", now });
    }
    if (pending.length > 0) {
      await tx
        .update(checkouts)
        .set({ status: "cancelled", updatedAt: now })
        .where(
          and(
            inArray(
              checkouts.applicationId,
              pending.map((a) => a.id),
            ),
            eq(checkouts.status, "pending"),
          ),
        );
    }
  }
}
