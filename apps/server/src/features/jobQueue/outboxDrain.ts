import type { FastifyInstance } from "fastify";
import type { QueueDeclaration } from "./queues";

const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** After a request that may have left notifications: soon, once its transaction committed. */
const WAKE_DELAY_MS = 50;

export interface OutboxPass<Report> {
  /** Sends what is due once; rows are claimed in the database, so instances never overlap. */
  pass(): Promise<Report>;
  /** Deletes old sent rows; run at most hourly, after a pass. */
  cleanUp(now: Date): Promise<unknown>;
  now(): Date;
}

/**
 * One pass at a time per instance, and at most one waiting behind it (a busy server asks after
 * every request). Tests call the returned function directly; the queue worker calls it too.
 */
export function serialDrain<Report>(outbox: OutboxPass<Report>): () => Promise<Report> {
  let running: Promise<unknown> = Promise.resolve();
  let queued: Promise<Report> | null = null;
  let lastCleanUp = 0;
  return () => {
    if (queued) return queued;
    const pass = async () => {
      queued = null;
      const report = await outbox.pass();
      const now = outbox.now();
      if (now.getTime() - lastCleanUp >= CLEAN_UP_EVERY_MS) {
        lastCleanUp = now.getTime();
        await outbox.cleanUp(now);
      }
      return report;
    };
    const next = running.then(pass, pass);
    queued = next;
    running = next.catch(() => undefined);
    return next;
  };
}

/**
 * Drains an outbox through the job queue: every `seconds`, and shortly after each state-changing
 * request, this instance asks for a pass. The queue's `short` policy keeps at most one pass
 * waiting across all instances (asking again meanwhile answers null), a pass that throws is
 * retried with backoff and then dead-lettered, and the operator page shows it.
 */
export function drainThroughQueue(
  app: FastifyInstance,
  queue: QueueDeclaration,
  seconds: number,
  drain: () => Promise<unknown>,
): void {
  let closed = false;
  let workerId: string | null = null;
  let interval: NodeJS.Timeout | null = null;
  let wakeTimer: NodeJS.Timeout | null = null;

  const ask = () => {
    const boss = app.jobQueue;
    if (closed || !boss || !workerId) return;
    const id = workerId;
    boss
      .send(queue.name, {})
      // Whether this instance queued the pass or another one did, fetch it now, not at the next poll.
      .then(() => boss.notifyWorker(id))
      .catch((error: unknown) => app.log.error({ err: error }, `Asking for ${queue.name} failed`));
  };

  app.addHook("onReady", async () => {
    const boss = app.jobQueue;
    if (!boss) throw new Error(`${queue.name}: background work is on but the job queue is not`);
    workerId = await boss.work(queue.name, { pollingIntervalSeconds: seconds }, async () => {
      await drain();
    });
    interval = setInterval(ask, seconds * 1000);
    interval.unref();
  });
  app.addHook("onResponse", async (request) => {
    if (closed || wakeTimer || request.method === "GET" || request.method === "HEAD") return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      ask();
    }, WAKE_DELAY_MS);
  });
  app.addHook("onClose", async () => {
    closed = true;
    if (interval) clearInterval(interval);
    if (wakeTimer) clearTimeout(wakeTimer);
  });
}
