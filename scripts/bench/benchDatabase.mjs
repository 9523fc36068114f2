// Throw-away PostgreSQL databases for the search and job board benches (scripts/bench/searchJobs.mjs).
// Each bench part has its own database name, so parts run by other sessions on the same server
// never drop each other's data.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { startServer } from "./serverProcess.mjs";

// pg is a dependency of the server workspace.
const serverRequire = createRequire(resolve("apps/server/package.json"));
export const pg = serverRequire("pg");

/** Server URL -> the same server with another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(serverUrl, statements) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh empty database `name`; resolves to its URL. */
export async function recreateDatabase(serverUrl, name) {
  await onServer(serverUrl, [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  ]);
  return withDatabase(serverUrl, name);
}

export function dropDatabase(serverUrl, name) {
  return onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
}

/**
 * The built server on a bench database; cacheSeconds 0 makes every search query PostgreSQL.
 * The first start migrates an empty database; `seedDemo` adds the demo accounts (to sign in).
 */
export function benchServer(databaseUrl, { cacheSeconds = 0, seedDemo = false } = {}) {
  return startServer({
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: String(seedDemo),
      NODE_ENV: "production",
      PILOT_SEARCH_CACHE_SECONDS: String(cacheSeconds),
    },
  });
}
