import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../jobQueue/periodic";
import { JOB_QUEUES } from "../jobQueue/queues";
import { onProviderWork } from "./queue";
import { createProviderRegistry } from "./registry";
import { runDueOperations, type ProviderRegistry, type RunnerContext } from "./runner";
import { sweepPayments, type SweepReport } from "./sweep";
import type { TestProviderOptions } from "./testProvider";

declare module "fastify" {
  interface FastifyInstance {
    payments: {
      providers: ProviderRegistry;
      /** What domain functions need to make and record provider calls. */
      runner: RunnerContext;
      /** One pass of the money sweep (the timer runs it; tests call it directly). */
      sweep(): Promise<SweepReport>;
    };
  }
}

export interface PaymentsPluginOptions {
  /** Tests only: options of the built-in test provider (failing payouts). */
  testProvider?: TestProviderOptions;
}

/**
 * The payment providers, the provider-call queue and the periodic money sweep (a job-queue job,
 * once per PAYMENTS_SWEEP_INTERVAL_SECONDS across instances). Queued calls
 * are also run shortly after the transaction that queued them (wakeProviderWork), so refunds
 * do not wait for the next sweep (captures, voids and payouts are made by the request itself).
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const providers = createProviderRegistry(app.config, app.db, {
      now: () => app.now(),
      ...options.testProvider,
    });
    const runner: RunnerContext = {
      db: app.db,
      providers,
      now: () => app.now(),
      log: app.log,
      // The same lease as idempotent requests: long enough for a provider call with its retry.
      leaseMs: app.config.idempotencyLeaseSeconds * 1000,
    };

    let running: Promise<unknown> = Promise.resolve();
    let closed = false;
    // One pass at a time per instance; other instances coordinate through the database.
    const serially = <T>(work: () => Promise<T>): Promise<T> => {
      const next = running.then(work, work);
      running = next.catch(() => undefined);
      return next;
    };
    const sweep = () => serially(() => sweepPayments(runner));
    app.decorate("payments", { providers, runner, sweep });

    let wakeTimer: NodeJS.Timeout | null = null;
    const unsubscribe = onProviderWork(() => {
      if (closed || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = null;
        if (closed) return;
        serially(() => runDueOperations(runner)).catch((error: unknown) => {
          app.log.error({ err: error }, "Running queued provider calls failed");
        });
      }, 100);
    });

    // Once per interval across all instances; a sweep that throws is retried, then
    // dead-lettered and shown to the operator (features/jobQueue).
    const seconds = app.config.paymentsSweepIntervalSeconds;
    if (seconds > 0) {
      runEvery(app, JOB_QUEUES.paymentsSweep, seconds, async () => {
        await sweep();
      });
    }

    app.addHook("onClose", async () => {
      closed = true;
      unsubscribe();
      if (wakeTimer) clearTimeout(wakeTimer);
      await running;
    });
  },
  { name: "payments", dependencies: ["app-context", "job-queue"] },
);
