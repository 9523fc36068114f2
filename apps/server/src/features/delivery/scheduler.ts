import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runDueTasks } from "./dueTasks";

/**
 * Runs the delivery's due tasks every AUTO_APPROVAL_INTERVAL_SECONDS (off with 0, and by
 * default in tests). One run at a time per instance; several instances are safe (dueTasks.ts).
 * Stopped when the server closes, after the run in flight finishes.
 */
export const deliverySchedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const seconds = app.config.autoApprovalIntervalSeconds;
    if (seconds <= 0) return;
    let running: Promise<void> | null = null;
    const tick = () => {
      if (running) return;
      running = runDueTasks(app, app.now())
        .then((report) => {
          const credentials =
            report.credentials.reminded.length + report.credentials.expired.length;
          if (
            report.reminded.length + report.approved.length + report.failed.length + credentials >
            0
          ) {
            app.log.info(report, "Delivery due tasks ran");
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, "Delivery due tasks failed"))
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook("onReady", async () => {
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: "delivery-scheduler", dependencies: ["app-context", "mail"] },
);
