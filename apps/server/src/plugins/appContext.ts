import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config/env";
import type { Database } from "../db/client";

/** Returns the current time; tests inject a controllable one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module "fastify" {
  interface FastifyInstance {
    /** The database every feature queries (PGlite or PostgreSQL, same API). */
    db: Database;
    /** Validated settings. */
    config: AppConfig;
    /** The time source for expiry and rate-limit windows. */
    now: Clock;
  }
}

export interface AppContextOptions {
  db: Database;
  config: AppConfig;
  clock?: Clock | undefined;
}

/**
 * Makes the database, settings and clock reachable from any route or hook as `app.db`,
 * `app.config` and `app.now()` (or `request.server.*`), so request helpers such as `signIn`
 * need only the request.
 */
export const appContextPlugin = fp<AppContextOptions>(
  async (app: FastifyInstance, { db, config, clock }) => {
    app.decorate("db", db);
    app.decorate("config", config);
    app.decorate("now", clock ?? systemClock);
  },
  { name: "app-context" },
);
