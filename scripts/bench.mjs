// `npm run bench`: measured figures for docs/benchmarks.md. Traffic goes to loopback only and every
// load run is bounded in time.
import autocannon from "autocannon";
import { resolve } from "node:path";
import { buildWhenStale } from "./lib/builds.mjs";
import { postgresAvailable, runPilotSearchBench } from "./bench/pilotSearch.mjs";
import { startServer, stopServer } from "./bench/serverProcess.mjs";
import { runOnlyParts } from "./bench/onlyParts.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
buildWhenStale();
// `npm run bench -- --only=messages,realtime,embedded,uploads` runs just those parts, then stops.
if (await runOnlyParts(process.argv)) process.exit(0);

// `npm run bench -- --pilots-only` skips the start-up and health figures.
const pilotsOnly = process.argv.includes("--pilots-only");
// The pilot search bench creates (and drops) a `skyhire_bench` database on this server.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
if (!pilotsOnly) await benchStartupAndHealth();
if (await postgresAvailable(postgresUrl)) {
  await runPilotSearchBench(postgresUrl);
} else {
  console.log(
    `pilot search bench skipped: no PostgreSQL at ${postgresUrl} (set BENCH_DATABASE_URL)`,
  );
}

async function benchStartupAndHealth() {
  const cold = await startServer();
  console.log(
    `cold start (fresh DATA_DIR: migrate + seed) to healthy /api/health: ${cold.startupMs.toFixed(0)} ms`,
  );
  await stopServer(cold);

  const warm = await startServer({ dataDir: cold.dataDir });
  console.log(
    `warm start (existing DATA_DIR) to healthy /api/health: ${warm.startupMs.toFixed(0)} ms`,
  );

  const result = await autocannon({ url: `${warm.url}/api/health`, connections: 50, duration: 10 });
  console.log(
    `GET /api/health, 50 connections, 10 s: ${result.requests.average.toFixed(0)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  await stopServer(warm);
}
await import("./bench/lighthouse.mjs").then((m) => m.runLighthouseBench());
await runOnlyParts(["--only=embedded,uploads,messages,realtime"]);
