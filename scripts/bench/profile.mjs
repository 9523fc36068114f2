// Where the built server's CPU goes under one bench load (docs/benchmarks.md, issue 17):
//   node scripts/bench/profile.mjs search|jobs|health|conversations|send [extra]
// A throw-away PostgreSQL database with 10,000 pilots (search), open jobs (jobs, signed in as
// the demo pilot) or messages (conversations: 50 clients' lists in turn); health seeds nothing
// (its answer never reads the database); send posts messages in 5,000 conversations. The server under `node --cpu-prof`, autocannon 50 connections for 5 s of
// warm-up and 15 s measured; then the CPU profile's self time by package and by function.
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchServer, createThrowAwayDatabase, dropThrowAwayDatabase } from "./benchDatabase.mjs";
import { jobBoardRequests, seedBenchJobs, signInDemoPilot } from "./jobBoard.mjs";
import {
  clientId,
  conversationClient,
  conversationId,
  cookieOf,
  growConversations,
  MESSAGES_PER_CONVERSATION,
} from "./messageData.mjs";
import { SEARCH_LOCATIONS, seedBenchPilots } from "./pilotSearch.mjs";
import { stopServer } from "./serverProcess.mjs";

const [mode = "search", extra = ""] = process.argv.slice(2);
const postgres = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROWS = 10_000;
/** Clients whose conversation lists are read (each has 20 conversations). */
const LIST_READERS = 50;

/** Each load: what it puts in the database, and its requests once the server runs. */
const LOADS = {
  search: {
    seed: (databaseUrl) => seedBenchPilots(databaseUrl, ROWS),
    requests: () =>
      SEARCH_LOCATIONS.map((location) => ({
        method: "GET",
        path: `/api/pilots/search?location=${encodeURIComponent(location)}${extra}`,
      })),
  },
  jobs: {
    seedDemo: true,
    seed: (databaseUrl) => seedBenchJobs(databaseUrl, ROWS),
    requests: async (origin) => jobBoardRequests(extra || "newest", await signInDemoPilot(origin)),
  },
  health: { seed: async () => {}, requests: () => [{ method: "GET", path: "/api/health" }] },
  // ROWS messages in conversations of 20; the list of one of 50 clients in turn.
  conversations: {
    seed: (databaseUrl) => growConversations(databaseUrl, 0, ROWS / MESSAGES_PER_CONVERSATION),
    requests: () =>
      [...Array(LIST_READERS).keys()].map((i) => ({
        method: "GET",
        path: "/api/conversations",
        headers: { cookie: cookieOf(clientId(i)) },
      })),
  },
  // 100,000 messages (5,000 conversations of 250 clients, so no one meets the send limit);
  // each request sends in another of them, as its client.
  send: {
    seed: (databaseUrl) => growConversations(databaseUrl, 0, 5_000),
    requests: (origin) => [
      {
        method: "POST",
        setupRequest: (request) => {
          const k = Math.floor(Math.random() * 5_000);
          return {
            ...request,
            path: `/api/conversations/${conversationId(k)}/messages`,
            headers: {
              cookie: cookieOf(clientId(conversationClient(k))),
              origin,
              "content-type": "application/json",
            },
            body: JSON.stringify({ id: randomUUID(), body: "Free Tuesday for the roof survey?" }),
          };
        },
      },
    ],
  },
};
const load = LOADS[mode];
if (!load) throw new Error(`usage: profile.mjs ${Object.keys(LOADS).join("|")} [extra]`);

const databaseUrl = await createThrowAwayDatabase(postgres, "skyhire_bench_profile");
try {
  // The first start migrates (and, for the board, seeds the demo pilot who signs in).
  await stopServer(await benchServer(databaseUrl, { seedDemo: load.seedDemo === true }));
  await load.seed(databaseUrl);
  const profileDir = mkdtempSync(join(tmpdir(), "skyhire-profile-"));
  const server = await benchServer(databaseUrl, {
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  });
  const origin = server.url;
  const requests = await load.requests(origin);
  await autocannon({ url: origin, connections: 50, duration: 5, requests });
  const r = await autocannon({ url: origin, connections: 50, duration: 15, requests });
  console.log(
    `${mode} at ${ROWS} rows: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
  );
  await stopServer(server); // the profile is written as the process exits
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  printSelfTime(JSON.parse(readFileSync(join(profileDir, file), "utf8")));
} finally {
  await dropThrowAwayDatabase(postgres, "skyhire_bench_profile");
}

/** Self time by package (node_modules name, the app's bundle, node: internals) and function. */
function printSelfTime(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPackage = new Map();
  const byFunction = new Map();
  const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const where = url.includes("node_modules/")
      ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1")
      : url.includes("/dist/")
        ? "app (apps/server/dist)"
        : url || functionName;
    add(byPackage, where, time);
    add(
      byFunction,
      `${functionName || "(anonymous)"} ${url.replace(/.*\/(node_modules|dist)\//, "")}:${lineNumber}`,
      time,
    );
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, time]) => `  ${((100 * time) / total).toFixed(1).padStart(5)}% ${key}`)
      .join("\n");
  console.log(`self time by package:\n${top(byPackage, 20)}\nby function:\n${top(byFunction, 30)}`);
}
