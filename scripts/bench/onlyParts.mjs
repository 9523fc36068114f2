// The parts of `npm run bench` that `--only=` can pick (issue 17, issue 15): the embedded
// default and uploads on PGlite; pilot search, job board, messages and real-time on throw-away
// PostgreSQL databases.
import { runEmbeddedBench } from "./embedded.mjs";
import { printGrowthTable } from "./growthTable.mjs";
import { runMessagesBench } from "./messages.mjs";
import { postgresAvailable } from "./pilotSearch.mjs";
import { runSearchJobsBench } from "./searchJobs.mjs";
import { runUploadsBench } from "./uploads.mjs";

export const ONLY_PARTS = ["embedded", "uploads", "search", "jobs", "messages", "realtime"];

/**
 * Runs the parts `--only=a,b` names (all of them when called with every name); false when
 * the arguments have no `--only=`, so the full bench runs instead.
 */
export async function runOnlyParts(argv) {
  const flag = argv.find((arg) => arg.startsWith("--only="));
  if (!flag) return false;
  const parts = flag.slice("--only=".length).split(",").filter(Boolean);
  const unknown = parts.filter((part) => !ONLY_PARTS.includes(part));
  if (unknown.length > 0) {
    throw new Error(`unknown bench part(s) ${unknown.join(", ")}; known: ${ONLY_PARTS.join(", ")}`);
  }
  if (parts.includes("embedded")) await runEmbeddedBench();
  if (parts.includes("uploads")) await runUploadsBench();
  const postgres = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const onPostgres = parts.filter((part) => part !== "embedded" && part !== "uploads");
  if (onPostgres.length === 0) return true;
  if (!(await postgresAvailable(postgres))) {
    console.log(`${onPostgres.join("/")} bench skipped: no PostgreSQL at ${postgres}`);
    return true;
  }
  // searchJobs reads --only= (and --sizes=, --with-1m) from the arguments itself.
  if (parts.includes("search") || parts.includes("jobs")) await runSearchJobsBench(postgres, argv);
  const live = onPostgres.filter((part) => part === "messages" || part === "realtime");
  if (live.length > 0) await runMessagesBench(postgres, live);
  // The full bench ends here too (bench.mjs), so its search, board and messages share a table.
  printGrowthTable();
  return true;
}
