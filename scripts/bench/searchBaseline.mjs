// Target 1 of issue 17: the pilot location search beside a plain Express 5 + pg implementation
// of it (expressSearch.mjs) and beside its raw statements through a pg pool with no HTTP at all,
// in the same run on the same database.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pg, SKYHIRE_POOL_SIZE } from "./benchDatabase.mjs";
import { freePort } from "./serverProcess.mjs";

/**
 * { [query string]: statements } of SkyHire's own code for each request's query string:
 * `kind` "search" (the pilot search) or "board" (the job board, its session's lookup first; the
 * requests carry the signed-in cookie).
 */
export function recordStatements(kind, databaseUrl, requests) {
  const queryStrings = requests.map((r) => r.path.slice(r.path.indexOf("?") + 1));
  const cookie = kind === "board" ? [requests[0].headers.cookie] : [];
  const json = execFileSync(
    "node",
    [
      "--import",
      "tsx",
      "scripts/bench/recordSql.mjs",
      kind,
      databaseUrl,
      ...cookie,
      ...queryStrings,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(json);
}

/** Starts expressSearch.mjs; resolves once it answers. */
export async function startExpressBaseline(databaseUrl, statements) {
  const file = join(mkdtempSync(join(tmpdir(), "skyhire-bench-express-")), "statements.json");
  writeFileSync(file, JSON.stringify(statements));
  const port = await freePort();
  const child = spawn("node", ["scripts/bench/expressSearch.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      STATEMENTS: file,
      POOL_SIZE: String(SKYHIRE_POOL_SIZE),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error("express baseline did not start");
}

/**
 * The raw ceiling: 50 concurrent loops, as autocannon's 50 connections, each running one
 * request's statements in turn through a pool of SkyHire's size, named prepared statements
 * as SkyHire's search uses them, for `seconds`. Same figures as autocannon's.
 */
export async function rawSqlLoad(databaseUrl, statements, seconds) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SKYHIRE_POOL_SIZE });
  const requests = Object.values(statements);
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: 50 }, async (_, connection) => {
      for (let i = connection; performance.now() < end; i++) {
        const started = performance.now();
        try {
          for (const [n, s] of requests[i % requests.length].entries()) {
            await pool.query({
              name: `raw_${i % requests.length}_${n}`,
              text: s.text,
              values: s.values,
            });
          }
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { average: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}
