import type { FastifyServerOptions } from "fastify";
import { buildApp, type App } from "../app";
import { loadConfig, type AppConfig } from "../config/env";
import type { DatabaseHandle } from "../db/client";
import type { MailMessage, Mailer } from "../features/mail/mailer";
import type { Clock } from "../plugins/appContext";
import { enforceContract } from "./contract";
import { createMemoryMailer } from "./mail";
import { createTestDatabase, type TestDatabaseKind } from "./testDatabase";

export { testDatabases, type TestDatabaseKind } from "./testDatabase";

/**
 * Config for tests: defaults plus a fixed secret, no demo seeding, nothing read from disk, no
 * reuse of pilot search answers (tests change data and search again at once), and no memory of
 * sessions: tests change users and sessions in the database directly, then ask as them at once,
 * where the app would hear of the change only by its announcement, a moment later. The memory
 * is tested on its own (features/auth/authChanges.test.ts turns it on), and the browser suite
 * runs the server as it ships, with it.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return {
    ...loadConfig({
      SEED_DEMO_DATA: "false",
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PILOT_SEARCH_CACHE_SECONDS: "0",
      SESSION_MEMORY_SECONDS: "0",
      ...env,
    }),
    sessionSecret: "test-session-secret-that-is-long-enough-0123456789",
  };
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  /** Messages sent through the default in-memory mailer. */
  mail: MailMessage[];
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database. Routes may be added to `app` before the first
 * inject (Fastify allows that until `ready`).
 */
export async function buildTestApp(
  kind: TestDatabaseKind = "pglite",
  options: {
    env?: NodeJS.ProcessEnv;
    logger?: FastifyServerOptions["logger"];
    clock?: Clock;
    /** Default: an in-memory mailer (`t.mail`). "from-config": SMTP_URL or the outbox. */
    mailer?: Mailer | "from-config";
  } = {},
): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase(kind);
  const config = testConfig(options.env);
  const mail = createMemoryMailer();
  const mailer = options.mailer === undefined ? mail : options.mailer;
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(mailer === "from-config" ? {} : { mailer }),
  });
  enforceContract(app);
  return {
    app,
    database,
    config,
    mail: mail.sent,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Headers a browser on APP_URL sends with a same-origin request to the test app (see
 * plugins/origins.ts): its Origin, and the Host that links in emails are made of.
 */
export function sameOriginHeaders(config: AppConfig): { origin: string; host: string } {
  const url = new URL(config.appUrl);
  return { origin: url.origin, host: url.host };
}
