import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/client";
import { jobCounts } from "../jobQueue/jobCounts";
import { queueDepth } from "./queueDepth";
import { createMetrics, scrapedGauge, type Metrics } from "./registry";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's Prometheus metrics, served at /metrics (routes.ts). */
    metrics: Metrics;
  }
}

/**
 * Counts what an operator watches: request durations by route pattern (never the raw URL, so
 * ids cannot explode the series), the database pool, queue depth and failures, stored upload
 * bytes and open real-time sockets. Registered after storage, before the routes it times.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    const metrics = createMetrics();
    app.decorate("metrics", metrics);

    app.addHook("onResponse", async (request, reply) => {
      // Unmatched paths (404s of scanners) share one label instead of one series each.
      const route = request.routeOptions.url ?? "unmatched";
      metrics.httpDuration
        .labels(request.method, route, String(reply.statusCode))
        .observe(reply.elapsedTime / 1000);
    });

    const put = app.storage.put.bind(app.storage);
    app.storage.put = async (name, source) => {
      const stored = await put(name, source);
      metrics.uploadBytes.inc(stored.sizeBytes);
      metrics.uploadedFiles.inc();
      return stored;
    };

    scrapedGauge(
      metrics,
      "skyhire_db_pool_connections",
      "PostgreSQL pool connections by state (PGlite: one in-process connection, not counted)",
      ["state"],
      (gauge) => {
        if (database.driver.kind !== "postgres") return;
        const { pool } = database.driver;
        gauge.labels("total").set(pool.totalCount);
        gauge.labels("idle").set(pool.idleCount);
        gauge.labels("waiting").set(pool.waitingCount);
      },
    );
    scrapedGauge(
      metrics,
      "skyhire_queue_jobs",
      "Background work waiting (pending) or given up (failed), by queue",
      ["queue", "state"],
      async (gauge) => {
        for (const row of await queueDepth(app.db))
          gauge.labels(row.queue, row.state).set(row.count);
      },
    );
    scrapedGauge(
      metrics,
      "skyhire_background_jobs",
      "pg-boss jobs by queue and state: waiting (created, retry), running (active), failed after their retries; a dead-letter queue's created jobs are the ones given up on",
      ["queue", "state"],
      async (gauge) => {
        // No job queue on this instance (no background work on): no series rather than zeros.
        if (!app.jobQueue) return;
        for (const row of await jobCounts(app.db))
          gauge.labels(row.queue, row.state).set(row.count);
      },
    );
    scrapedGauge(metrics, "skyhire_websocket_connections", "Open /ws sockets", [], (gauge) => {
      gauge.set(app.realtimeHub.size);
    });
  },
  { name: "metrics", dependencies: ["app-context", "storage", "job-queue"] },
);
