import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import type { RealtimeEvent } from "@skyhire/shared";
import type { App } from "../../app";
import type { AppConfig } from "../../config/env";
import { sessionCookieName } from "../auth/sessionCookie";

/** A test's WebSocket client of /ws: what it received, in order, and how it ended. */
export interface TestSocket {
  ws: WebSocket;
  events: RealtimeEvent[];
  /** Resolves with the next event (already received or coming) that matches. */
  next(match?: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Starts the app on a free local port and answers its ws:// base. */
export async function listenForTest(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/**
 * Opens /ws like a browser tab of the app would: the app's Origin and the session cookie.
 * `autoPong: false` plays a tab that froze without closing its socket.
 */
export function openTestSocket(
  base: string,
  config: AppConfig,
  options: { token?: string; origin?: string | null; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? new URL(config.appUrl).origin : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.token) headers.cookie = `${sessionCookieName(config)}=${options.token}`;
  const ws = new WebSocket(`${base}/ws`, { headers, autoPong: options.autoPong ?? true });

  const events: RealtimeEvent[] = [];
  let waiters: { match: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }[] = [];
  let consumed = 0;
  ws.on("message", (data) => {
    const event = JSON.parse(String(data)) as RealtimeEvent;
    events.push(event);
    const waiter = waiters.find((w) => w.match(event));
    if (waiter) {
      waiters = waiters.filter((w) => w !== waiter);
      consumed = events.length;
      waiter.resolve(event);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );

  const socket: TestSocket = {
    ws,
    events,
    closed,
    next(match = () => true) {
      const found = events.slice(consumed).find(match);
      if (found) {
        consumed = events.indexOf(found, consumed) + 1;
        return Promise.resolve(found);
      }
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(socket));
    ws.once("unexpected-response", (_req, res) =>
      reject(new Error(`Unexpected server response: ${res.statusCode}`)),
    );
    ws.once("error", reject);
  });
}
