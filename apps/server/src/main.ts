import { networkInterfaces } from "node:os";
import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import { PRODUCT_NAME } from "@skyhire/shared";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./config/env";
import { loggerOptions } from "./config/logger";
import { ensureSessionSecret } from "./config/sessionSecret";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { migratedImageFor } from "./db/migratedImage";
import { runMigrations } from "./db/migrate";
import { ensureVapidKeys } from "./features/push/vapidKeys";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demoAccounts";
import { seedDemoData } from "./seed/seed";
import { handleShutdownSignals } from "./shutdown";

async function main() {
  const config = readConfig();
  // The pool may report errors before the app (and its logger) exists.
  const logRef: { current?: FastifyBaseLogger } = {};
  // A first start on PGlite opens the build's migrated image instead of an empty cluster.
  const pgliteImage = config.databaseUrl ? undefined : migratedImageFor(config.dataDir);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteImage,
    onPoolError: (error) =>
      logRef.current?.error({ err: error }, "Idle database connection failed"),
  });

  // Built before migrating only to get its logger; nothing queries the database until listen.
  const app = await buildApp({ config, database, logger: loggerOptions(config) });
  logRef.current = app.log;
  handleShutdownSignals(app, database);

  // Start-up phases are logged so the cold-start bench can say where the time goes.
  app.log.info(
    { atMs: Math.round(performance.now()), fromMigratedImage: pgliteImage !== undefined },
    "Database opened",
  );
  const migrationStarted = performance.now();
  await runMigrations(database);
  app.log.info({ durationMs: Math.round(performance.now() - migrationStarted) }, "Migrated");
  if (config.seedDemoData) {
    const result = await seedDemoData(database.db, { storage: app.storage });
    if (result.seeded) {
      app.log.info({ counts: result.counts, durationMs: result.durationMs }, "Seeded demo data");
    }
  }

  await app.ready();
  // Fastify logs "Server listening at" once per network interface, loopback first, which
  // disagreed with the banner below: the banner alone says which address to open.
  const level = app.log.level;
  app.log.level = "warn";
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  app.log.info({ startupMs: Math.round(performance.now()), url: config.appUrl }, "Ready");
  printBanner(config, database);
}

function readConfig(): AppConfig {
  try {
    return ensureVapidKeys(ensureSessionSecret(loadConfig()));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${PRODUCT_NAME} cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * With APP_URL unset and every interface listened on, other devices (a phone on the same Wi-Fi)
 * can use the LAN address; the same-origin guard accepts it (plugins/origins.ts).
 */
function networkUrls(config: AppConfig): string[] {
  if (config.appUrlFromEnv || !["0.0.0.0", "::"].includes(config.host)) return [];
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && address.family === "IPv4" && !address.internal)
    .map((address) => `http://${address?.address}:${config.port}`);
}

function printBanner(config: AppConfig, database: DatabaseHandle) {
  const where =
    database.kind === "pglite" ? `PGlite in ${config.dataDir}/db` : "PostgreSQL (DATABASE_URL)";
  const lines = [
    "",
    `${PRODUCT_NAME} is running: open ${config.appUrl}`,
    ...networkUrls(config).map((url) => `  Also on this network: ${url}`),
    `  API docs: ${config.appUrl}/api/docs   Health: ${config.appUrl}/api/health`,
    `  Database: ${where}`,
  ];
  if (config.seedDemoData) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.email.padEnd(22)} ${account.description}`);
    }
  }
  console.log(lines.join("\n") + "\n");
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    console.error(`${PRODUCT_NAME} cannot start: the port is already in use. Set PORT to another.`);
  } else {
    console.error(`${PRODUCT_NAME} failed to start:`, error);
  }
  process.exit(1);
});
