// Throw-away PostgreSQL databases for the benches (each part its own name, so parts run at the
// same time on one server never drop each other's data), the bench server on one, and the figure
// lines they print.
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { tsImport } from "tsx/esm/api";
import { startServer } from "./serverProcess.mjs";

// pg is a dependency of the server workspace.
const serverRequire = createRequire(resolve("apps/server/package.json"));
export const pg = serverRequire("pg");
export const WebSocket = serverRequire("ws");

/** The pool SkyHire's server opens on this machine (db/client.ts): the baselines use as many. */
export const SKYHIRE_POOL_SIZE = (
  await tsImport("../../apps/server/src/db/client.ts", import.meta.url)
).defaultPoolSize();

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

/** Creates `name` afresh on the server at `serverUrl`; returns its URL. */
export async function createThrowAwayDatabase(serverUrl, name) {
  await onServer(serverUrl, [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  ]);
  return withDatabase(serverUrl, name);
}

export async function dropThrowAwayDatabase(serverUrl, name) {
  await onServer(serverUrl, [`drop database if exists ${name} with (force)`]);
}

/** The machine's 1-minute load average, printed beside every figure (the machine is shared). */
export function load1() {
  return loadavg()[0].toFixed(2);
}

/**
 * One figure as one line: what was measured, the value, the target and whether it was met,
 * and the load average at the time.
 */
export function printFigure(label, value, target, met) {
  const verdict = met === undefined ? "" : met ? " -> met" : " -> NOT met";
  const targetText = target ? ` (target ${target})${verdict}` : "";
  console.log(`${label}: ${value}${targetText} [load ${load1()}]`);
}

/** Percentile (0-100) of an unsorted list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * The built server on a bench database; cacheSeconds 0 makes every search query PostgreSQL.
 * The first start migrates an empty database; `seedDemo` adds the demo accounts (to sign in).
 */
export function benchServer(
  databaseUrl,
  { cacheSeconds = 0, seedDemo = false, nodeArgs = [] } = {},
) {
  return startServer({
    nodeArgs,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: String(seedDemo),
      NODE_ENV: "production",
      PILOT_SEARCH_CACHE_SECONDS: String(cacheSeconds),
    },
  });
}
