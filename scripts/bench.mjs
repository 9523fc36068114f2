// `npm run bench`: measured figures for docs/benchmarks.md. Traffic goes to loopback only and every
// load run is bounded in time.
import { resolve } from "node:path";
import { buildWhenStale } from "./lib/builds.mjs";
import { postgresAvailable, runPilotSearchBench } from "./bench/pilotSearch.mjs";
import { runOnlyParts } from "./bench/onlyParts.mjs";
import { runSearchJobsBench } from "./bench/searchJobs.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
buildWhenStale();
// `npm run bench -- --only=embedded,uploads,search,jobs,messages,realtime` runs just those
// parts, then stops.
if (await runOnlyParts(process.argv)) process.exit(0);

// The pilot search bench creates (and drops) a `skyhire_bench` database on this server.
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
if (await postgresAvailable(postgresUrl)) {
  await runPilotSearchBench(postgresUrl);
} else {
  console.log(
    `pilot search bench skipped: no PostgreSQL at ${postgresUrl} (set BENCH_DATABASE_URL)`,
  );
}

// Issue 17's pilot search (filtered, baselines) and job board figures (bench/searchJobs.mjs).
await runSearchJobsBench(postgresUrl, process.argv);

await import("./bench/lighthouse.mjs").then((m) => m.runLighthouseBench());
// Cold start, /api/health and the landing calls on PGlite, uploads, messages and real-time
// (`--pilots-only` stops after the pilot search).
if (!process.argv.includes("--pilots-only")) {
  await runOnlyParts(["--only=embedded,uploads,messages,realtime"]);
}
