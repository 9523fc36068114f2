import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import PgBoss from "pg-boss";
import type { AppConfig } from "../../config/env";
import type { DatabaseHandle } from "../../db/client";
import { pgBossDb } from "./adapter";
import { ALL_QUEUES } from "./queues";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The background-work queue (pg-boss on the app's database), or null when this instance
     * runs no background work (every interval setting 0, as in tests that don't opt in).
     */
    jobQueue: PgBoss | null;
  }
}

/** pg-boss keeps its tables here, created and migrated by pg-boss itself on start. */
export const JOB_QUEUE_SCHEMA = "pgboss";
/** How long a stopping server waits for the jobs in flight before pg-boss fails them. */
const STOP_TIMEOUT_MS = 30_000;
/** Failed jobs stay retryable from the operator page this long (then pg-boss archives them). */
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;

/** Some background work is switched on: only then is pg-boss started (and its schema installed). */
export function backgroundWorkEnabled(config: AppConfig): boolean {
  return (
    config.autoApprovalIntervalSeconds > 0 ||
    config.paymentsSweepIntervalSeconds > 0 ||
    config.push.intervalSeconds > 0 ||
    config.notificationEmail.intervalSeconds > 0
  );
}

/**
 * Starts pg-boss with the app when some background work is enabled, declares every queue
 * (queues.ts), and stops it when the server closes, after the jobs in flight finished. Workers
 * and their timers belong to the features (registered after this plugin, so closed before it).
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    if (!backgroundWorkEnabled(app.config)) {
      app.decorate("jobQueue", null);
      return;
    }
    const boss = new PgBoss({
      db: pgBossDb(database.driver),
      schema: JOB_QUEUE_SCHEMA,
      // Cron schedules are minute-granular and the interval settings are in seconds, so
      // periodic work is proposed by each instance instead (periodic.ts); no clock monitor.
      schedule: false,
      archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    });
    boss.on("error", (error) => app.log.error({ err: error }, "Background job queue error"));
    await boss.start();
    for (const queue of ALL_QUEUES) {
      // Dead-letter queues first: a queue may only name one that exists.
      await declare(boss, queue.deadLetter, { policy: "standard" });
    }
    for (const { name, ...options } of ALL_QUEUES) {
      await declare(boss, name, { ...options, retryBackoff: true });
    }
    app.decorate("jobQueue", boss);
    app.addHook("onClose", async () => {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    });
  },
  { name: "job-queue", dependencies: ["app-context"] },
);

/** createQueue keeps an existing queue as it is; updateQueue brings its settings up to date. */
async function declare(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">) {
  await boss.createQueue(name, { name, ...options });
  await boss.updateQueue(name, { name, ...options });
}
