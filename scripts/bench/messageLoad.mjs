// Load generators of the messages and real-time benches: rate-limited reads (autocannon's
// overallRate), a paced sender whose messages are timed until the recipient's socket hears of
// them, and opening many sockets.
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { percentile, WebSocket } from "./benchDatabase.mjs";
import { cookieOf } from "./messageData.mjs";

/**
 * GETs at a fixed overall rate over 50 connections (or `amount` back to back); `pick()` gives
 * each request its path and user. Returns autocannon's result (latency in ms).
 */
export function pacedReads(url, pick, { rate = 200, seconds = 10, connections = 50, amount } = {}) {
  return autocannon({
    url,
    connections,
    // `amount`: that many requests back to back instead of a paced run.
    ...(amount ? { amount } : { overallRate: rate, duration: seconds }),
    requests: [
      {
        setupRequest: (req) => {
          const { path, userId } = pick();
          return { ...req, path, headers: { ...req.headers, cookie: cookieOf(userId) } };
        },
      },
    ],
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
