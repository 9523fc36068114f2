// Load generators of the messages and real-time benches: evenly paced reads, a paced sender whose messages are timed until the recipient's socket hears of
// them, and opening many sockets.
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { percentile, WebSocket } from "./benchDatabase.mjs";
import { cookieOf } from "./messageData.mjs";

/**
 * GETs at `rate` a second, evenly spaced, for `seconds`, over up to 50 keep-alive connections
 * (or `amount` of them one after another: `sequential`); `pick()` gives each request its path
 * and user. Each latency runs from the moment its request was due, so a server (or a client)
 * that falls behind shows in it. autocannon's `overallRate` was not used: each connection sends
 * its share of the second at once when the second starts (200 requests at the top of every
 * second, not one every 5 ms) and its correction then records a slow answer once per
 * millisecond it took.
 */
export async function pacedGets(url, pick, { rate = 200, seconds = 10, sequential, amount } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: sequential ? 1 : 50 });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const one = async (due) => {
    const { path, userId } = pick();
    try {
      const status = await get(agent, url, path, userId);
      if (status < 200 || status > 299) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      else latencies.push(performance.now() - due);
    } catch {
      errors += 1;
    }
  };
  const start = performance.now();
  if (sequential) {
    for (let i = 0; i < amount; i++) await one(performance.now());
  } else {
    const total = rate * seconds;
    const inFlight = [];
    let next = 0;
    while (next < total) {
      const now = performance.now();
      for (; next < total && start + (next * 1000) / rate <= now; next++) {
        inFlight.push(one(start + (next * 1000) / rate));
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(inFlight);
  }
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    rate:
      (latencies.length + errors + [...statuses.values()].reduce((a, b) => a + b, 0)) / elapsedS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: [...statuses.values()].reduce((a, b) => a + b, 0),
    errors,
  };
}

function get(agent, url, path, userId) {
  return new Promise((resolveGet, reject) => {
    const req = request(
      `${url}${path}`,
      { agent, headers: { cookie: cookieOf(userId) } },
      (res) => {
        res.resume();
        res.once("end", () => resolveGet(res.statusCode));
      },
    );
    req.once("error", reject);
    req.end();
  });
}

/** Opens one /ws socket per user, `batch` at a time; resolves to the open sockets. */
export async function openSockets(url, userIds, { batch = 100 } = {}) {
  const wsUrl = `${url.replace(/^http/, "ws")}/ws`;
  const sockets = [];
  for (let i = 0; i < userIds.length; i += batch) {
    const opened = await Promise.all(
      userIds.slice(i, i + batch).map(
        (userId) =>
          new Promise((resolveOpen, reject) => {
            const socket = new WebSocket(wsUrl, {
              headers: { cookie: cookieOf(userId), origin: url },
            });
            socket.once("open", () => resolveOpen(socket));
            socket.once("error", reject);
            socket.userId = userId;
          }),
      ),
    );
    sockets.push(...opened);
  }
  return sockets;
}

export function closeSockets(sockets) {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolveClose) => {
          if (socket.readyState === WebSocket.CLOSED) return resolveClose();
          socket.once("close", resolveClose);
          socket.terminate();
        }),
    ),
  );
}

function post(agent, url, path, userId, body) {
  return new Promise((resolvePost, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      `${url}${path}`,
      {
        method: "POST",
        agent,
        headers: {
          cookie: cookieOf(userId),
          origin: url,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.once("end", () => resolvePost(res.statusCode));
      },
    );
    req.once("error", reject);
    req.end(payload);
  });
}

/**
 * Sends `total` messages at `rate` per second over 50 keep-alive connections to `sendUrl`:
 * message i goes to `plan(i)` = { conversationId, senderId }, each conversation at most once, so
 * a socket event names the message it announces. `recipientSockets` (on any instance) time
 * each message from the moment it was sent until its recipient's socket heard of it.
 */
export async function pacedSends(sendUrl, recipientSockets, plan, { rate = 500, total = 5000 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const sentAt = new Map();
  const delivery = [];
  const sendLatency = [];
  const failures = new Map();
  const onEvent = (data) => {
    const event = JSON.parse(String(data));
    if (event.type !== "message") return;
    const started = sentAt.get(event.conversationId);
    if (started === undefined) return;
    sentAt.delete(event.conversationId);
    delivery.push(performance.now() - started);
  };
  for (const socket of recipientSockets) socket.on("message", onEvent);

  const inFlight = [];
  const start = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + (next * 1000) / rate <= now) {
      const { conversationId, senderId } = plan(next++);
      const begun = performance.now();
      sentAt.set(conversationId, begun);
      inFlight.push(
        post(agent, sendUrl, `/api/conversations/${conversationId}/messages`, senderId, {
          id: randomUUID(),
          body: "Bench: are you free Tuesday for the roof survey?",
        }).then(
          (status) => {
            sendLatency.push(performance.now() - begun);
            if (status !== 201) failures.set(status, (failures.get(status) ?? 0) + 1);
          },
          (error) => failures.set(error.code, (failures.get(error.code) ?? 0) + 1),
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  // Stragglers get a second to arrive; anything later counts as not delivered.
  await new Promise((r) => setTimeout(r, 1000));
  for (const socket of recipientSockets) socket.off("message", onEvent);
  agent.destroy();
  // A message never heard of counts as infinitely late, so it can only worsen the p99.
  const withLost = [...delivery, ...Array(total - delivery.length).fill(Infinity)];
  return {
    achievedRate: total / elapsedS,
    delivered: delivery.length,
    undelivered: total - delivery.length,
    deliveryP50: percentile(delivery, 50),
    deliveryP99: percentile(withLost, 99),
    sendP99: percentile(sendLatency, 99),
    failures: Object.fromEntries(failures),
  };
}
