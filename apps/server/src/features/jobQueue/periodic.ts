import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import type { QueueDeclaration } from "./queues";

/**
 * Asks for the run of the current `seconds`-long time slot: the job's id, or null when some
 * instance already asked for this slot.
 */
export function proposeRun(
  boss: PgBoss,
  queue: QueueDeclaration,
  seconds: number,
): Promise<string | null> {
  return boss.send(queue.name, {}, { singletonKey: queue.name, singletonSeconds: seconds });
}

/**
 * Runs `handler` once every `seconds` across all instances. Every instance proposes a job each
 * `seconds` with `singletonKey` + `singletonSeconds`: pg-boss keeps one job per time slot of
 * that length (a second `send` in the same slot answers null), and whichever instance's worker
 * fetches it runs it. Not a pg-boss cron `schedule`: those are minute-granular, and the interval
 * settings (AUTO_APPROVAL_INTERVAL_SECONDS) are seconds, below a minute in development.
 * A run that throws is retried with the queue's backoff, then dead-lettered (queues.ts).
 */
export function runEvery(
  app: FastifyInstance,
  queue: QueueDeclaration,
  seconds: number,
  handler: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook("onReady", async () => {
    const boss = app.jobQueue;
    if (!boss) throw new Error(`${queue.name}: background work is on but the job queue is not`);
    const workerId = await boss.work(queue.name, async () => handler());
    const propose = () => {
      proposeRun(boss, queue, seconds)
        // This instance proposed the slot's job: run it now rather than at the next poll.
        .then((id) => id && boss.notifyWorker(workerId))
        .catch((error: unknown) => app.log.error({ err: error }, `Proposing ${queue.name} failed`));
    };
    timer = setInterval(propose, seconds * 1000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
