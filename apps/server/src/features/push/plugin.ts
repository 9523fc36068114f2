import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { generateVapidKeys } from "./vapidKeys";
import {
  deleteOldPushes,
  drainPushOutbox,
  type PushDrainReport,
  type PushWorkerContext,
} from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    push: {
      /** The VAPID public key browsers subscribe with. */
      publicKey: string;
      /** Sends the due pushes once (the worker's timer runs it; tests call it directly). */
      drain(): Promise<PushDrainReport>;
    };
  }
}

/** Long enough for one batch of sends, each with its own 15 s timeout. */
const LEASE_MS = 60_000;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** After a request that may have left notifications: soon, once its transaction committed. */
const WAKE_DELAY_MS = 50;

/**
 * Web push: the VAPID keys and the worker that drains the push outbox. Every instance runs the
 * worker every PUSH_INTERVAL_SECONDS and shortly after each state-changing request; instances
 * coordinate through the database (worker.ts), so each push is sent once.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance) => {
    let vapid = app.config.push.vapid;
    if (!vapid) {
      // main.ts fills the keys in at start-up (vapidKeys.ts); only apps built without that
      // step, such as tests, get here. Keys that change on restart break every subscription.
      if (app.config.nodeEnv !== "test") {
        app.log.warn("No VAPID keys configured; using a temporary pair until the server stops");
      }
      vapid = generateVapidKeys();
    }
    const ctx: PushWorkerContext = {
      db: app.db,
      now: () => app.now(),
      log: app.log,
      vapid: { ...vapid, subject: app.config.push.subject },
      leaseMs: LEASE_MS,
    };

    let running: Promise<unknown> = Promise.resolve();
    let queued: Promise<PushDrainReport> | null = null;
    let lastCleanUp = 0;
    // One pass at a time per instance, and at most one waiting behind it (a busy server asks
    // after every request); other instances coordinate through the database.
    const drain = (): Promise<PushDrainReport> => {
      if (queued) return queued;
      const pass = async () => {
        queued = null;
        const report = await drainPushOutbox(ctx);
        const now = ctx.now();
        if (now.getTime() - lastCleanUp >= CLEAN_UP_EVERY_MS) {
          lastCleanUp = now.getTime();
          await deleteOldPushes(ctx.db, now);
        }
        return report;
      };
      const next = running.then(pass, pass);
      queued = next;
      running = next.catch(() => undefined);
      return next;
    };
    app.decorate("push", { publicKey: vapid.publicKey, drain });

    const seconds = app.config.push.intervalSeconds;
    if (seconds <= 0) return;

    let closed = false;
    const run = () => {
      if (closed) return;
      drain()
        .then((report) => {
          if (report.sent + report.retrying + report.gone + report.failed > 0) {
            app.log.debug(report, "Pushes sent");
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, "Sending pushes failed"));
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
  { name: "push", dependencies: ["app-context"] },
);
