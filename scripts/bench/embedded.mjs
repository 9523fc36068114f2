// The embedded default on PGlite (docs/benchmarks.md, "The embedded default"): cold start of a
// fresh DATA_DIR to a healthy server with where the time went, /api/health, and the landing
// page's data calls, each printed with its target.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { printFigure } from "./benchDatabase.mjs";
import { freePort, startServer, stopServer } from "./serverProcess.mjs";

/** What the landing page fetches for a signed-out visitor (apps/web/src/features/landing). */
export const LANDING_CALLS = [
  "/api/auth/user",
  "/api/pilots/search",
  "/api/pilots/search?anonymized=true&limit=6",
  "/api/pilots/coverage",
];

export async function runEmbeddedBench() {
  const dataDir = mkdtempSync(join(tmpdir(), "skyhire-bench-embedded-"));
  try {
    await coldStartFigure(dataDir);
    const warm = await startServer({ dataDir });
    try {
      await healthFigure(warm.url);
      await landingFigure(warm.url);
    } finally {
      await stopServer(warm);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the built server on an empty DATA_DIR with info logs, polling /api/health; the
 * server's own log lines say how long migrating and seeding took.
 */
async function coldStartFigure(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("node", ["apps/server/dist/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const phases = {};
  createInterface({ input: child.stdout }).on("line", (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === "Database opened") phases.openedMs = entry.atMs;
      if (entry.msg === "Migrated") phases.migrateMs = entry.durationMs;
      if (entry.msg === "Seeded demo data") phases.seedMs = entry.durationMs;
      if (entry.msg === "Ready") phases.readyMs = entry.startupMs;
    } catch {
      // Not a log line.
    }
  });
  const url = `http://127.0.0.1:${port}`;
  let healthyMs = NaN;
  // Three minutes at most: on a loaded machine a cold start took 100 s.
  while (child.exitCode === null && performance.now() - started < 180_000) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      healthyMs = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await stopServer({ child });
  const part = (value) => (value === undefined ? "?" : `${Math.round(value)} ms`);
  printFigure(
    "cold start on PGlite (fresh DATA_DIR: migrate + seed demo data) to healthy /api/health",
    `${healthyMs.toFixed(0)} ms (in the server: database open at ${part(phases.openedMs)}, migrations ${part(phases.migrateMs)}, demo data ${part(phases.seedMs)}, ready at ${part(phases.readyMs)} of process time)`,
    "< 5,000 ms",
    healthyMs < 5000,
  );
}

function loadLine(result) {
  return `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}`;
}

async function healthFigure(url) {
  const result = await autocannon({ url: `${url}/api/health`, connections: 50, duration: 10 });
  printFigure(
    "GET /api/health on PGlite, 50 connections, 10 s",
    `${loadLine(result)}, non-2xx ${result.non2xx}`,
    ">= 10,000 req/s",
    result.requests.average >= 10_000 && result.non2xx === 0,
  );
}

/** The landing's calls in turn over the same connections, signed out (the user call is a 401). */
async function landingFigure(url) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    requests: [
      { setupRequest: (req) => ({ ...req, path: LANDING_CALLS[next++ % LANDING_CALLS.length] }) },
    ],
  });
  const unexpected = result.non2xx - result["4xx"];
  printFigure(
    `landing data calls on PGlite (${LANDING_CALLS.join(", ")} in turn), 50 connections, 10 s`,
    `${loadLine(result)}, 401 (signed out) ${result["4xx"]}, other non-2xx ${unexpected}`,
    ">= 2,000 req/s",
    result.requests.average >= 2_000 && unexpected === 0,
  );
}
