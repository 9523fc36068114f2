// Issue 17 targets 1-3 and the pilot search + job board rows of the growth table (target 7):
//   npm run bench -- --only=search,jobs [--sizes=1000,10000,100000] [--with-1m]
// Per size, a fresh `skyhire_bench_search` database (dropped at the end) gets N pilots and N
// open jobs; the built server runs on it with the answer cache off, and autocannon loads it over
// loopback with 50 connections for a fixed time. 1,000,000 rows only with --with-1m (seeding
// them takes about 8 minutes on this machine, the whole run about 15).
import autocannon from "autocannon";
import { loadavg } from "node:os";
import { benchServer, dropThrowAwayDatabase, createThrowAwayDatabase } from "./benchDatabase.mjs";
import { recordGrowth } from "./growthTable.mjs";
import { JOB_BOARD_SORTS, jobBoardRequests, seedBenchJobs, signInDemoPilot } from "./jobBoard.mjs";
import {
  postgresAvailable,
  SEARCH_LOCATIONS,
  SERVICE_TYPES,
  seedBenchPilots,
} from "./pilotSearch.mjs";
import { rawSqlLoad, recordStatements, startExpressBaseline } from "./searchBaseline.mjs";
import { stopServer } from "./serverProcess.mjs";

const DATABASE = "skyhire_bench_search";
const TARGET_SIZE = 100_000;

const searchRequests = (extra = "") =>
  SEARCH_LOCATIONS.map((location) => ({
    method: "GET",
    path: `/api/pilots/search?location=${encodeURIComponent(location)}${extra}`,
  }));
const FILTERED = "&category=real_estate&budget=200_500&sort=rating";
/** The directory without a place (a footer's service link, then a sort): no target, growth. */
const anywhereRequests = () =>
  SERVICE_TYPES.flatMap((type) =>
    ["rating", "price"].map((sort) => ({
      method: "GET",
      path: `/api/pilots/search?category=${type}&sort=${sort}`,
    })),
  );

const count = (n) => n.toLocaleString("en-US");
const load1 = () => loadavg()[0].toFixed(1);
const verdict = (ok) => (ok ? "met" : "not met");

/** Parts asked for by `--only=a,b` (null: everything); sizes by `--sizes=` and `--with-1m`. */
function options(argv) {
  const only =
    argv
      .find((a) => a.startsWith("--only="))
      ?.slice(7)
      .split(",") ?? null;
  const sizesArg = argv.find((a) => a.startsWith("--sizes="))?.slice(8);
  const sizes = sizesArg ? sizesArg.split(",").map(Number) : [1_000, 10_000, 100_000];
  if (argv.includes("--with-1m") && !sizes.includes(1_000_000)) sizes.push(1_000_000);
  return { only, sizes: sizes.sort((a, b) => a - b) };
}

/** One autocannon run; prints and returns its figures with the load average before it. */
async function measure(url, name, requests, duration) {
  const before = load1();
  const r = await autocannon({ url, connections: 50, duration, requests });
  const figure = {
    reqs: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    load: before,
  };
  const bad = r.errors + r.non2xx;
  console.log(
    `${name}: ${count(figure.reqs)} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms` +
      `${bad ? `, errors ${r.errors}, non-2xx ${r.non2xx}` : ""} (load average before: ${before})`,
  );
  if (bad) figure.failed = true;
  return figure;
}

/**
 * Every request answers 200 once, then the same load runs unmeasured for 2 s: each pooled
 * connection has prepared and planned its statements (PostgreSQL settles on a generic plan
 * after five runs) and V8 has compiled the hot paths, so the figure is the steady state, not
 * the server's first seconds with a new shape of request.
 */
async function warmUp(url, requests) {
  const answers = [];
  for (const r of requests) {
    const res = await fetch(`${url}${r.path}`, { headers: r.headers ?? {} });
    if (!res.ok) throw new Error(`${r.path} answered ${res.status}: ${await res.text()}`);
    answers.push(await res.json());
  }
  await autocannon({ url, connections: 50, duration: 2, requests });
  return answers;
}

/** The mean number of jobs the board's answers hold (a full page is 20). */
const meanItems = (answers) =>
  answers.reduce((sum, answer) => sum + (answer.items?.length ?? 0), 0) / answers.length;

function target(line, ok, figure) {
  console.log(`TARGET ${line}: ${verdict(ok)} (load average ${figure.load})`);
}

async function searchFigures(url, databaseUrl, size, rows) {
  const duration = size === TARGET_SIZE ? 10 : 5;
  const nearby = searchRequests();
  const filtered = searchRequests(FILTERED);
  const anywhere = anywhereRequests();
  // The directory's other sorts around a place: best rated, cheapest first.
  const sorted = [...searchRequests("&sort=rating"), ...searchRequests("&sort=price")];
  await warmUp(url, [...nearby, ...filtered, ...anywhere, ...sorted]);
  const label = `${count(size)} pilots, no cache`;
  const byPlace = await measure(url, `${label}: by location (8 places)`, nearby, duration);
  const byFilter = await measure(
    url,
    `${label}: location + category + budget, by rating`,
    filtered,
    duration,
  );
  const byType = await measure(
    url,
    `${label}: no place, each service type by rating or price`,
    anywhere,
    duration,
  );
  const bySort = await measure(
    url,
    `${label}: location, by rating or price (8 places)`,
    sorted,
    duration,
  );
  rows.push({ what: "pilot search by location (8 places)", size, ...byPlace });
  rows.push({ what: "pilot search by location, by rating or price", size, ...bySort });
  rows.push({ what: "pilot search, location + category + budget by rating", size, ...byFilter });
  rows.push({ what: "pilot search, no place, service type by rating or price", size, ...byType });
  if (size !== TARGET_SIZE) return;

  target(
    `2 filtered search at ${count(size)} pilots ≥ 1,500 req/s, p99 < 60 ms: ${count(byFilter.reqs)} req/s, p99 ${byFilter.p99} ms`,
    byFilter.reqs >= 1500 && byFilter.p99 < 60 && !byFilter.failed,
    byFilter,
  );
  // Target 2's ceiling on this machine: the filtered requests' own statements, no HTTP.
  const filteredRaw = await rawCeiling(
    databaseUrl,
    recordStatements("search", databaseUrl, filtered),
    duration,
    "filtered search (target 2's requests)",
  );
  printShareOfCeiling("filtered search", byFilter, filteredRaw);
  const statements = recordStatements("search", databaseUrl, nearby);
  const express = await startExpressBaseline(databaseUrl, statements);
  let baseline;
  try {
    await warmUp(express.url, nearby);
    baseline = await measure(
      express.url,
      `Express 5 + pg baseline: by location (8 places)`,
      nearby,
      duration,
    );
  } finally {
    await stopServer(express);
  }
  const raw = await rawCeiling(databaseUrl, statements, duration, "search by location");
  const vsExpress = byPlace.reqs / baseline.reqs;
  const vsRaw = byPlace.reqs / raw.average;
  target(
    `1 SkyHire / Express ≥ 1.2: ${vsExpress.toFixed(2)} (${count(byPlace.reqs)} / ${count(baseline.reqs)} req/s)`,
    vsExpress >= 1.2,
    baseline,
  );
  target(
    `1 SkyHire / raw SQL ≥ 0.6: ${vsRaw.toFixed(2)} (${count(byPlace.reqs)} / ${count(Math.round(raw.average))} req/s)`,
    vsRaw >= 0.6,
    raw,
  );
}

/** The raw-SQL ceiling of recorded requests (searchBaseline.mjs `rawSqlLoad`), printed. */
async function rawCeiling(databaseUrl, statements, duration, what) {
  const load = load1();
  const raw = { ...(await rawSqlLoad(databaseUrl, statements, duration)), load };
  console.log(
    `raw SQL through a pg pool (no HTTP), 50 loops, ${what}: ${count(Math.round(raw.average))} statements' requests/s, ` +
      `p50 ${raw.p50} ms, p99 ${raw.p99} ms (load average before: ${load})`,
  );
  return raw;
}

/** What share of its raw-SQL ceiling a figure reaches, and what share 1,500 req/s would be. */
function printShareOfCeiling(what, figure, raw) {
  console.log(
    `  SkyHire / raw SQL, ${what}: ${(figure.reqs / raw.average).toFixed(2)}` +
      ` (1,500 req/s would be ${(1500 / raw.average).toFixed(2)} of this ceiling)`,
  );
}

/** An answer this full (of a page of 20) counts as a full page for the flatness figure. */
const FULL_ANSWER_ITEMS = 16;

async function jobFigures(url, databaseUrl, size, rows) {
  const duration = size === TARGET_SIZE ? 10 : 5;
  const cookie = await signInDemoPilot(url);
  for (const sort of JOB_BOARD_SORTS) {
    const requests = jobBoardRequests(sort, cookie);
    const items = meanItems(await warmUp(url, requests));
    const figure = await measure(
      url,
      `${count(size)} open jobs: board by place + type + budget, ${sort}`,
      requests,
      duration,
    );
    console.log(`  (its answers hold ${items.toFixed(1)} jobs on average)`);
    rows.push({ what: `job board by place + type + budget, ${sort}`, size, items, ...figure });
    if (size === TARGET_SIZE) {
      target(
        `3 job board ${sort} at ${count(size)} jobs ≥ 1,500 req/s, p99 < 60 ms: ${count(figure.reqs)} req/s, p99 ${figure.p99} ms`,
        figure.reqs >= 1500 && figure.p99 < 60 && !figure.failed,
        figure,
      );
      // The same requests' statements with no HTTP at all: the board's (the session remembered).
      const raw = await rawCeiling(
        databaseUrl,
        recordStatements("board", databaseUrl, requests),
        duration,
        `job board ${sort} (board statement; the session remembered, as under load)`,
      );
      printShareOfCeiling(`job board ${sort}`, figure, raw);
    }
  }
}

/**
 * Target 7's cells (printed in one table with the conversation list's, growthTable.mjs), and
 * target 3's growth factor per sort.
 */
function printGrowth(rows, sizes) {
  for (const r of rows) {
    recordGrowth(r.what, r.size, `${count(r.reqs)} req/s, p99 ${r.p99} ms (load ${r.load})`);
  }
  const [smallest, largest] = [sizes[0], sizes.at(-1)];
  for (const sort of JOB_BOARD_SORTS) {
    const at = (size) => rows.find((r) => r.what.endsWith(sort) && r.size === size);
    if (!at(smallest) || !at(largest) || smallest === largest) continue;
    const factor = at(smallest).reqs / at(largest).reqs;
    console.log(
      `job board ${sort} ${count(smallest)} → ${count(largest)} jobs: req/s fell by ${factor.toFixed(2)}x ` +
        `(${count(at(smallest).reqs)} → ${count(at(largest).reqs)}), answers of ` +
        `${at(smallest).items.toFixed(1)} → ${at(largest).items.toFixed(1)} jobs`,
    );
    // With few jobs the board's answers are nearly empty: a smaller answer, not a cheaper
    // search. Flatness compares the sizes whose answers are (nearly) full pages.
    const full = sizes.filter((size) => at(size) && at(size).items >= FULL_ANSWER_ITEMS);
    if (full.length < 2 || full[0] === largest) {
      console.log(
        `TARGET 3 job board ${sort} flat: fewer than two sizes answer full pages; not judged`,
      );
      continue;
    }
    const fullFactor = at(full[0]).reqs / at(largest).reqs;
    console.log(
      `TARGET 3 job board ${sort} cost flat over full pages, ${count(full[0])} → ${count(largest)} jobs: ` +
        `req/s fell by ${fullFactor.toFixed(2)}x (${count(at(full[0]).reqs)} → ${count(at(largest).reqs)}); ` +
        `${verdict(fullFactor <= 1.25)} (flat = within 25%)${largest < 1_000_000 ? ", 1M not run (--with-1m)" : ""}`,
    );
  }
}

/**
 * Runs when `--only=` names search or jobs, or when there is no --only (and no --pilots-only).
 * Resolves true when --only was given, so bench.mjs runs nothing else.
 */
export async function runSearchJobsBench(serverUrl, argv) {
  const { only, sizes } = options(argv);
  if (argv.includes("--pilots-only")) return false;
  const parts = new Set((only ?? ["search", "jobs"]).filter((p) => p === "search" || p === "jobs"));
  if (parts.size === 0) return only !== null;
  if (!(await postgresAvailable(serverUrl))) {
    console.log(`search and job board bench skipped: no PostgreSQL at ${serverUrl}`);
    return only !== null;
  }
  const rows = [];
  try {
    for (const size of sizes) {
      const databaseUrl = await createThrowAwayDatabase(serverUrl, DATABASE);
      // The first start migrates the empty database and seeds the demo accounts (to sign in).
      await stopServer(await benchServer(databaseUrl, { seedDemo: true }));
      if (parts.has("search")) {
        const ms = await seedBenchPilots(databaseUrl, size);
        console.log(`inserted ${count(size)} pilots in ${(ms / 1000).toFixed(1)} s`);
      }
      if (parts.has("jobs")) {
        const ms = await seedBenchJobs(databaseUrl, size);
        console.log(`inserted ${count(size)} open jobs in ${(ms / 1000).toFixed(1)} s`);
      }
      const server = await benchServer(databaseUrl, { cacheSeconds: 0 });
      try {
        if (parts.has("search")) await searchFigures(server.url, databaseUrl, size, rows);
        if (parts.has("jobs")) await jobFigures(server.url, databaseUrl, size, rows);
      } finally {
        await stopServer(server);
      }
    }
    printGrowth(rows, sizes);
  } finally {
    await dropThrowAwayDatabase(serverUrl, DATABASE);
  }
  return only !== null;
}
