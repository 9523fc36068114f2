import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { drainThroughQueue, serialDrain } from "../jobQueue/outboxDrain";
import { JOB_QUEUES } from "../jobQueue/queues";
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

/**
 * Web push: the VAPID keys and the drain of the push outbox. Every PUSH_INTERVAL_SECONDS and
 * shortly after each state-changing request a pass is asked of the job queue
 * (jobQueue/outboxDrain.ts); rows are claimed in the database (worker.ts), so each push is sent
 * once whichever instance runs the pass.
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
    const drain = serialDrain({
      pass: () => drainPushOutbox(ctx),
      cleanUp: (now) => deleteOldPushes(ctx.db, now),
      now: ctx.now,
    });
    app.decorate("push", { publicKey: vapid.publicKey, drain });

    const seconds = app.config.push.intervalSeconds;
    if (seconds <= 0) return;
    drainThroughQueue(app, JOB_QUEUES.pushOutbox, seconds, async () => {
      const report = await drain();
      if (report.sent + report.retrying + report.gone + report.failed > 0) {
        app.log.debug(report, "Pushes sent");
      }
    });
  },
  { name: "push", dependencies: ["app-context", "job-queue"] },
);
