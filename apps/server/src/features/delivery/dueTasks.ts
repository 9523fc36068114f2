import { and, asc, eq, gt, isNull, lte, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DELIVERY_AUTO_APPROVE_DAYS, DELIVERY_REMINDER_DAY } from "@skyhire/shared";
import { jobs } from "../../db/schema";
import { runCredentialDueTasks, type CredentialDueReport } from "../credentials/expiry";
import { publishDueReviews } from "../reviews/publish";
import { loadJobContext } from "./access";
import { approveDelivery } from "./approve";
import { AFTER_HIRE_NOTIFICATION_KINDS, clientDeliveryLink, notifyAfterHire } from "./notices";
import { autoApprovalDue } from "./state";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DueTasksApp = Pick<FastifyInstance, "db" | "log" | "config">;

export interface DueTasksReport {
  /** Jobs whose client got the day-12 reminder in this run. */
  reminded: string[];
  /** Jobs approved on the client's behalf in this run. */
  approved: string[];
  /** Jobs whose automatic approval failed (left for the next run, logged). */
  failed: string[];
  /** Jobs whose client review became visible because the review window ended. */
  reviewsPublished: string[];
  /** Pilot credentials reminded of or moved to expired in this run. */
  credentials: CredentialDueReport;
}

/**
 * What the clock makes due at `now`: the reminder on day 12 after a delivery, the approval on
 * day 14, and reviews whose window ended. Safe with several server instances running it at
 * once: the reminder is claimed by a conditional UPDATE (only the instance that set
 * approval_reminder_sent_at sends it), each approval runs in its own transaction on a job row
 * taken FOR UPDATE SKIP LOCKED (another instance skips it), and approveDelivery itself is
 * conditional on the status and the escrow still being held. Pilot credentials' expiry and
 * reminders run here too (features/credentials/expiry.ts), claimed the same way.
 */
export async function runDueTasks(app: DueTasksApp, now: Date): Promise<DueTasksReport> {
  const reminded = await sendReminders(app, now);
  const { approved, failed } = await approveOverdue(app, now);
  const reviewsPublished = await publishDueReviews(app.db, now);
  const credentials = await runCredentialDueTasks(app, now);
  return { reminded, approved, failed, reviewsPublished, credentials };
}

async function sendReminders(app: DueTasksApp, now: Date): Promise<string[]> {
  const remindFrom = new Date(now.getTime() - DELIVERY_REMINDER_DAY * DAY_MS);
  const approveFrom = new Date(now.getTime() - DELIVERY_AUTO_APPROVE_DAYS * DAY_MS);
  const due = await app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "ready_for_review"),
        isNull(jobs.approvalReminderSentAt),
        lte(jobs.deliveredAt, remindFrom),
        // Past day 14 the approval itself is due: no point reminding.
        gt(jobs.deliveredAt, approveFrom),
      ),
    );

  const reminded: string[] = [];
  for (const { id } of due) {
    const context = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(jobs)
        .set({ approvalReminderSentAt: now })
        .where(
          and(
            eq(jobs.id, id),
            eq(jobs.status, "ready_for_review"),
            isNull(jobs.approvalReminderSentAt),
            lte(jobs.deliveredAt, remindFrom),
          ),
        )
        .returning({ id: jobs.id });
      if (!claimed) return null;
      const found = await loadJobContext(tx, id);
      if (!found?.job.deliveredAt) return null;
      await notifyAfterHire(
        tx,
        [
          {
            userId: found.client.userId,
            kind: AFTER_HIRE_NOTIFICATION_KINDS.approvalReminder,
            title: "Delivery waiting for your review",
            body: `"${found.job.title}" will be approved automatically on ${autoApprovalDue(found.job.deliveredAt).toUTCString()} unless you approve it or ask for changes first.`,
            link: clientDeliveryLink(id),
          },
        ],
        now,
      );
      return found;
    });
    // The notification queues the client's email (features/notificationEmail).
    if (context) reminded.push(id);
  }
  return reminded;
}

/**
 * One overdue delivery per transaction, oldest first, until none is left. A job whose approval
 * fails (say its escrow holds nothing) is logged and skipped for the rest of this run, so it
 * can't stop the others; the next run tries it again.
 */
async function approveOverdue(
  app: DueTasksApp,
  now: Date,
): Promise<{ approved: string[]; failed: string[] }> {
  const approveFrom = new Date(now.getTime() - DELIVERY_AUTO_APPROVE_DAYS * DAY_MS);
  const approved: string[] = [];
  const failed: string[] = [];
  for (;;) {
    let current: string | null = null;
    try {
      const done = await app.db.transaction(async (tx) => {
        const [next] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.status, "ready_for_review"),
              lte(jobs.deliveredAt, approveFrom),
              failed.length > 0 ? notInArray(jobs.id, failed) : undefined,
            ),
          )
          .orderBy(asc(jobs.deliveredAt), asc(jobs.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!next) return null;
        current = next.id;
        const context = await loadJobContext(tx, next.id);
        if (!context) return null;
        await approveDelivery(tx, context, { kind: "system" }, now);
        return next.id;
      });
      if (!done) break;
      approved.push(done);
    } catch (error) {
      if (current === null) throw error;
      failed.push(current);
      app.log.error({ err: error, jobId: current }, "Automatic approval failed");
    }
  }
  return { approved, failed };
}
