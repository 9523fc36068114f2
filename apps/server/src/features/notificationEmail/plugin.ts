import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
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
       * Queues the message digests that are due, then sends the due emails once (the timer
       * runs it; tests call it directly).
       */
      drain(): Promise<EmailDrainReport & { digests: number }>;
    };
  }
}

/** Five sends of at most 50 s each (the SMTP timeouts) fit in it. */
const LEASE_MS = 5 * 60_000;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** After a request that may have left notifications: soon, once its transaction committed. */
const WAKE_DELAY_MS = 50;

/**
 * Notification emails: every instance runs the worker every EMAIL_INTERVAL_SECONDS and shortly
 * after each state-changing request; instances coordinate through the database (worker.ts and
 * digests.ts), so each email is sent once.
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

    let running: Promise<unknown> = Promise.resolve();
    let queued: ReturnType<FastifyInstance["notificationEmail"]["drain"]> | null = null;
    let lastCleanUp = 0;
    // One pass at a time per instance, and at most one waiting behind it.
    const drain = () => {
      if (queued) return queued;
      const pass = async () => {
        queued = null;
        const digests = await queueMessageDigests(ctx.db, ctx.now(), delayMs);
        const report = await drainEmailOutbox(ctx);
        const now = ctx.now();
        if (now.getTime() - lastCleanUp >= CLEAN_UP_EVERY_MS) {
          lastCleanUp = now.getTime();
          await deleteOldEmails(ctx.db, now);
        }
        return { ...report, digests };
      };
      const next = running.then(pass, pass);
      queued = next;
      running = next.catch(() => undefined);
      return next;
    };
    app.decorate("notificationEmail", { drain });

    const seconds = app.config.notificationEmail.intervalSeconds;
    if (seconds <= 0) return;

    let closed = false;
    const run = () => {
      if (closed) return;
      drain().catch((error: unknown) =>
        app.log.error({ err: error }, "Sending notification emails failed"),
      );
    };
    let wakeTimer: NodeJS.Timeout | null = null;
    app.addHook("onResponse", async (request) => {
      if (closed || wakeTimer || request.method === "GET" || request.method === "HEAD") return;
      wakeTimer = setTimeout(() => {
        wakeTimer = null;
        run();
      }, WAKE_DELAY_MS);
    });
    let interval: NodeJS.Timeout | null = null;
    app.addHook("onReady", async () => {
      interval = setInterval(run, seconds * 1000);
      interval.unref();
    });
    app.addHook("onClose", async () => {
      closed = true;
      if (interval) clearInterval(interval);
      if (wakeTimer) clearTimeout(wakeTimer);
      await running;
    });
  },
  { name: "notification-email", dependencies: ["app-context", "mail"] },
);
