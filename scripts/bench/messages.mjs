// Messages and real-time on PostgreSQL (docs/benchmarks.md, "Messages and real-time"): the
// conversation list as the data grows to 1,000,000 messages in 50,000 conversations, opening a
// conversation, sending with delivery to the recipient's socket, 5,000 sockets on one instance
// and delivery across two instances. One throw-away database, dropped at the end.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { createThrowAwayDatabase, dropThrowAwayDatabase, printFigure } from "./benchDatabase.mjs";
import { recordGrowth } from "./growthTable.mjs";
import {
  clientId,
  clientsFor,
  conversationClient,
  conversationId,
  conversationPilot,
  CONVERSATIONS_PER_CLIENT,
  growConversations,
  MESSAGES_PER_CONVERSATION,
  PILOTS,
  pilotId,
} from "./messageData.mjs";
import { closeSockets, openSockets, pacedGets, pacedSends } from "./messageLoad.mjs";
import { startServer, stopServer } from "./serverProcess.mjs";

const DATABASE = "skyhire_bench_messages";
/** Growth table sizes (messages); the last is the 1,000,000 in 50,000 conversations. */
const GROWTH = [1_000, 10_000, 100_000, 1_000_000];
const FULL = GROWTH.at(-1) / MESSAGES_PER_CONVERSATION;
const SERVER_ENV = { SEED_DEMO_DATA: "false" };

const random = (n) => Math.floor(Math.random() * n);
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "never");

/** `parts`: which of "messages" and "realtime" to run. */
export async function runMessagesBench(serverUrl, parts) {
  const databaseUrl = await createThrowAwayDatabase(serverUrl, DATABASE);
  const servers = [];
  try {
    const first = await startServer({ env: { ...SERVER_ENV, DATABASE_URL: databaseUrl } });
    servers.push(first);
    let conversations = 0;
    for (const size of parts.includes("messages") ? GROWTH : [GROWTH.at(-1)]) {
      const target = size / MESSAGES_PER_CONVERSATION;
      const started = performance.now();
      await growConversations(databaseUrl, conversations, target);
      conversations = target;
      console.log(
        `messages: ${size.toLocaleString("en-US")} messages in ${target.toLocaleString("en-US")} conversations inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      if (parts.includes("messages")) await conversationListFigure(first.url, size);
    }
    if (parts.includes("messages")) {
      await latestPageFigure(first.url);
      await sendFigure(first.url, first.url, 0, "sending, one instance");
    }
    if (parts.includes("realtime")) {
      await socketCapacityFigure(first);
      const second = await startServer({ env: { ...SERVER_ENV, DATABASE_URL: databaseUrl } });
      servers.push(second);
      // Another slice of conversations than the one-instance run, so none is sent to twice.
      await sendFigure(first.url, second.url, 1, "sending on instance A, recipient on B");
    }
  } finally {
    for (const server of servers) await stopServer(server);
    await dropThrowAwayDatabase(serverUrl, DATABASE);
  }
}

/** A paced read's line: latencies of the paced run and of the same read one at a time. */
function figureOf(result, alone) {
  return `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.rate.toFixed(0)} req/s, non-2xx ${result.non2xx}, errors ${result.errors}; one at a time: p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}`;
}

async function conversationListFigure(url, size) {
  const conversations = size / MESSAGES_PER_CONVERSATION;
  // Clients: each has 20 conversations at every size, so only the table size grows.
  const pick = () => ({
    path: "/api/conversations",
    userId: clientId(random(clientsFor(conversations))),
  });
  const result = await pacedGets(url, pick);
  // One request at a time: what the table size alone costs, whatever the machine's load.
  const alone = await pacedGets(url, pick, { sequential: true, amount: 200 });
  recordGrowth(
    "conversation list (20 with unread counts), paced at 200 req/s",
    size,
    `p99 ${ms(result.p99)}; one at a time p50 ${ms(alone.p50)} (load ${loadavg()[0].toFixed(1)})`,
  );
  const isTarget = size === GROWTH.at(-1);
  printFigure(
    `GET /api/conversations (20 conversations with unread counts) at ${size.toLocaleString("en-US")} messages, 200 req/s evenly paced over up to 50 connections, 10 s`,
    figureOf(result, alone),
    isTarget ? "p99 < 30 ms at 1,000,000" : undefined,
    isTarget ? result.p99 < 30 && result.non2xx === 0 && result.errors === 0 : undefined,
  );
}

async function latestPageFigure(url) {
  const pick = () => {
    // Either member of any conversation.
    const k = random(FULL);
    const userId =
      Math.random() < 0.5 ? clientId(conversationClient(k)) : pilotId(conversationPilot(k));
    return { path: `/api/conversations/${conversationId(k)}/messages`, userId };
  };
  const result = await pacedGets(url, pick);
  const alone = await pacedGets(url, pick, { sequential: true, amount: 200 });
  printFigure(
    "GET /api/conversations/{id}/messages (latest page) at 1,000,000 messages, 200 req/s evenly paced over up to 50 connections, 10 s",
    figureOf(result, alone),
    "p99 < 30 ms",
    result.p99 < 30 && result.non2xx === 0 && result.errors === 0,
  );
}

/**
 * 5,000 messages at 500/s, each in another conversation, from its client to its pilot, whose
 * socket is open on `socketUrl`, after a warm-up of 1,000 at the same rate, not counted. The
 * server runs near its capacity here, so a queue started by a cold second (a just-started
 * instance compiling its hot paths used 1.5 cores for about 2 s) did not drain within the run
 * and put every later message seconds late: the warm-up measures the steady state instead.
 * `round` picks which conversation of each client is used, so no two sends share one and each
 * client sends at most two messages a round (the per-user limit is 30 a minute).
 */
async function sendFigure(sendUrl, socketUrl, round, label) {
  const clients = clientsFor(FULL);
  const planOf = (slice) => (i) => {
    const k = (i % clients) * CONVERSATIONS_PER_CLIENT + 2 * slice + Math.floor(i / clients);
    return { conversationId: conversationId(k), senderId: clientId(conversationClient(k)) };
  };
  const recipients = [...Array(PILOTS).keys()].map(pilotId);
  const sockets = await openSockets(socketUrl, recipients);
  try {
    // Slices 2 and 3 for the warm-ups, 0 and 1 for the measured rounds.
    await pacedSends(sendUrl, sockets, planOf(2 + round), { rate: 500, total: 1_000 });
    const total = 5_000;
    const r = await pacedSends(sendUrl, sockets, planOf(round), { rate: 500, total });
    printFigure(
      `POST messages, ${label}: 5,000 at 500/s after 1,000 not counted, recipients' ${sockets.length} sockets`,
      `${r.achievedRate.toFixed(0)} msg/s answered, delivered ${r.delivered}/${total}, delivery p50 ${ms(r.deliveryP50)}, p99 ${ms(r.deliveryP99)}, send p99 ${ms(r.sendP99)}, failures ${JSON.stringify(r.failures)}`,
      "every recipient hears it, delivery p99 < 100 ms",
      r.undelivered === 0 && r.deliveryP99 < 100 && r.achievedRate >= 490,
    );
  } finally {
    await closeSockets(sockets);
  }
}

/** Resident memory of a process in KiB (Linux /proc). */
function rssKiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) : NaN;
}

async function socketCapacityFigure(server) {
  const users = [
    ...[...Array(PILOTS).keys()].map(pilotId),
    ...[...Array(clientsFor(FULL)).keys()].map(clientId),
  ];
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssKiB(server.child.pid);
  const started = performance.now();
  const sockets = await openSockets(server.url, users);
  const openedS = (performance.now() - started) / 1000;
  // Held for 10 s: a socket the server dropped meanwhile is not counted as held.
  await new Promise((r) => setTimeout(r, 10_000));
  const held = sockets.filter((s) => s.readyState === s.OPEN).length;
  const after = rssKiB(server.child.pid);
  printFigure(
    `open /ws sockets on one instance (${users.length} users, opened in ${openedS.toFixed(1)} s, held 10 s)`,
    `${held} held, server RSS ${(before / 1024).toFixed(0)} -> ${(after / 1024).toFixed(0)} MiB, ${((after - before) / held).toFixed(1)} KiB per connection`,
    "5,000 held",
    held >= 5000,
  );
  await closeSockets(sockets);
}
