import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../jobQueue/periodic";
import { JOB_QUEUES } from "../jobQueue/queues";
import { runDueTasks } from "./dueTasks";

/**
 * Runs the delivery's due tasks (and credential expiry) once every AUTO_APPROVAL_INTERVAL_SECONDS
 * across all instances, through the job queue (off with 0, and by default in tests). Each task
 * is also safe on its own when runs overlap (dueTasks.ts). A run in flight finishes before the
 * server stops (the job queue waits for it).
 */
export const deliverySchedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const seconds = app.config.autoApprovalIntervalSeconds;
    if (seconds <= 0) return;
    runEvery(app, JOB_QUEUES.dueTasks, seconds, async () => {
      const report = await runDueTasks(app, app.now());
      const credentials = report.credentials.reminded.length + report.credentials.expired.length;
      if (
        report.reminded.length + report.approved.length + report.failed.length + credentials >
        0
      ) {
        app.log.info(report, "Delivery due tasks ran");
      }
    });
  },
  { name: "delivery-scheduler", dependencies: ["app-context", "mail", "job-queue"] },
);
