import { performance } from "node:perf_hooks";
import type { App } from "./app";
import type { DatabaseHandle } from "./db/client";

export const FORCED_EXIT_AFTER_MS = 10_000;

/**
 * Stops accepting connections, lets in-flight requests finish (Fastify's close), then closes
 * the database, in that order so no request loses its database mid-way.
 */
export async function closeGracefully(app: App, database: DatabaseHandle) {
  const started = performance.now();
  await app.close();
  const appClosedMs = Math.round(performance.now() - started);
  await database.close();
  return { appClosedMs, totalMs: Math.round(performance.now() - started) };
}

/**
 * SIGTERM/SIGINT trigger a graceful close. A hung request must not block a deploy forever,
 * hence the forced exit; a second signal exits at once.
 */
export function handleShutdownSignals(app: App, database: DatabaseHandle) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, "Second signal received; exiting immediately");
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, "Shutting down; finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${FORCED_EXIT_AFTER_MS / 1000} s; forcing exit`);
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS);
    timer.unref();
    try {
      app.log.info(await closeGracefully(app, database), "Shutdown complete");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
}
