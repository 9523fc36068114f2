import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { atMostEvery } from "../jobQueue/atMostEvery";
import { drainThroughQueue, serialDrain } from "../jobQueue/outboxDrain";
import { JOB_QUEUES } from "../jobQueue/queues";
import { queueMessageDigests } from "./digests";
import {
  deleteOldEmails,
  drainEmailOutbox,
  type EmailDrainReport,
  type EmailWorkerContext,
} from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    notificationEmail: {
      /**
       * Queues the message digests that are due (at most once per EMAIL_INTERVAL_SECONDS),
       * then sends the due emails once (the job queue runs it; tests call it directly).
       */
      drain(): Promise<EmailDrainReport & { digests: number }>;
    };
  }
}

/** Five sends of at most 50 s each (the SMTP timeouts) fit in it. */
const LEASE_MS = 5 * 60_000;

/**
 * Notification emails: every EMAIL_INTERVAL_SECONDS and shortly after each state-changing
 * request a pass is asked of the job queue (jobQueue/outboxDrain.ts, shared with web push);
 * rows are claimed in the database (worker.ts and digests.ts), so each email is sent once
 * whichever instance runs the pass.
 */
export const notificationEmailPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx: EmailWorkerContext = {
      db: app.db,
      mailer: app.mailer,
      now: () => app.now(),
      log: app.log,
      leaseMs: LEASE_MS,
      baseUrl: app.config.appUrl,
      sessionSecret: app.config.sessionSecret,
    };
    const delayMs = app.config.notificationEmail.messageDelaySeconds * 1000;
    const seconds = app.config.notificationEmail.intervalSeconds;
    // A pass runs shortly after every state-changing request, so a busy server runs them back
    // to back; the digests' search of recent conversations (about 100 ms at 5,000 active ones)
    // then kept a core busy. A message is emailed after minutes, so it runs once an interval.
    const digestsDue = atMostEvery(seconds * 1000);
    const drain = serialDrain({
      pass: async () => {
        const now = ctx.now();
        const digests = digestsDue(now) ? await queueMessageDigests(ctx.db, now, delayMs) : 0;
        return { ...(await drainEmailOutbox(ctx)), digests };
      },
      cleanUp: (now) => deleteOldEmails(ctx.db, now),
      now: ctx.now,
    });
    app.decorate("notificationEmail", { drain });

    if (seconds <= 0) return;
    drainThroughQueue(app, JOB_QUEUES.emailOutbox, seconds, drain);
  },
  { name: "notification-email", dependencies: ["app-context", "mail", "job-queue"] },
);
