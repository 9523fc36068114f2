import type { RealtimeEvent } from "@skyhire/shared";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { applyRealtimeEvent, catchUpAfterConnecting, parseRealtimeEvent } from "./realtimeEvents";
import { RealtimeConnection, type RealtimeEnvironment } from "./realtimeConnection";
import { realtimeUrl, reconnectDelayMs } from "./realtimeUrl";

describe("realtimeUrl", () => {
  const at = (href: string) => {
    const url = new URL(href);
    return { protocol: url.protocol, hostname: url.hostname, port: url.port, host: url.host };
  };

  it("uses the page's host, wss on https", () => {
    expect(realtimeUrl(at("https://skyhire.example/messages"))).toBe("wss://skyhire.example/ws");
    expect(realtimeUrl(at("http://localhost:5000/"))).toBe("ws://localhost:5000/ws");
  });

  it("goes to port 5000 when the page is on the dev server's 5173 or 5174", () => {
    expect(realtimeUrl(at("http://localhost:5173/"))).toBe("ws://localhost:5000/ws");
    expect(realtimeUrl(at("http://192.168.1.20:5174/x"))).toBe("ws://192.168.1.20:5000/ws");
  });
});

describe("reconnectDelayMs", () => {
  it("doubles from about a second up to 30 s, jittered within the upper half", () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30_000);
    expect(reconnectDelayMs(20, () => 0)).toBe(15_000);
  });
});

describe("parseRealtimeEvent", () => {
  it("accepts the server's events and ignores anything else", () => {
    expect(parseRealtimeEvent('{"type":"message","conversationId":"c1"}')).toEqual({
      type: "message",
      conversationId: "c1",
    });
    expect(parseRealtimeEvent('{"type":"party"}')).toBeNull();
    expect(parseRealtimeEvent("not json")).toBeNull();
    expect(parseRealtimeEvent(new ArrayBuffer(2))).toBeNull();
  });
});

describe("applyRealtimeEvent", () => {
  function cacheWith(keys: unknown[][]) {
    const queryClient = new QueryClient();
    for (const key of keys) queryClient.setQueryData(key, { cached: true });
    return queryClient;
  }
  const stale = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.filter((part) => typeof part === "string").join("/"))
      .sort();
  const keys = [
    ["/api/notifications", { page: 1 }],
    ["/api/notifications/count"],
    ["/api/conversations"],
    ["/api/conversations/unread-count"],
    ["/api/conversations", "c1"],
    ["/api/conversations", "c1", "messages"],
    ["/api/conversations", "c2"],
    ["/api/jobs/client"],
    ["/api/jobs/j1"],
    ["/api/auth/user"],
  ];

  it.each<[RealtimeEvent, string[]]>([
    [{ type: "notification" }, ["/api/notifications", "/api/notifications/count"]],
    [
      { type: "message", conversationId: "c1" },
      [
        "/api/conversations",
        "/api/conversations/c1",
        "/api/conversations/c1/messages",
        "/api/conversations/unread-count",
      ],
    ],
    [
      { type: "read", conversationId: "c1" },
      ["/api/conversations", "/api/conversations/c1", "/api/conversations/unread-count"],
    ],
    [{ type: "job", jobId: "j1" }, ["/api/jobs/client", "/api/jobs/j1"]],
  ])("%j refreshes only what shows it", async (event, expected) => {
    const queryClient = cacheWith(keys);
    await applyRealtimeEvent(queryClient, event);
    expect(stale(queryClient)).toEqual(expected.sort());
  });

  it("after the first connect refreshes the counts and lists that events keep live", async () => {
    const queryClient = cacheWith(keys);
    await catchUpAfterConnecting(queryClient);
    expect(stale(queryClient)).toEqual(
      [
        "/api/conversations",
        "/api/conversations/unread-count",
        "/api/notifications",
        "/api/notifications/count",
      ].sort(),
    );
  });

  it("refreshes everything on resync", async () => {
    const queryClient = cacheWith(keys);
    await applyRealtimeEvent(queryClient, { type: "resync" });
    expect(stale(queryClient)).toHaveLength(keys.length);
  });
});

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  closedByApp = false;
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  close() {
    this.closedByApp = true;
    this.readyState = 3;
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers = new Map<number, { fn: () => void; ms: number }>();
  const intervals = new Map<number, () => void>();
  let nextId = 1;
  let now = 1_000_000;
  let wake: () => void = () => {};
  const env: RealtimeEnvironment = {
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    setTimeout: (fn, ms) => {
      timers.set(nextId, { fn, ms });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id),
    setInterval: (fn) => {
      intervals.set(nextId, fn);
      return nextId++;
    },
    clearInterval: (id) => void intervals.delete(id),
    now: () => now,
    onWake: (listener) => {
      wake = listener;
      return () => {
        wake = () => {};
      };
    },
    random: () => 1,
  };
  const handlers = {
    onEvent: vi.fn(),
    onConnected: vi.fn(),
    onReconnect: vi.fn(),
    onUnauthorized: vi.fn(),
    onSuspended: vi.fn(),
  };
  const connection = new RealtimeConnection("ws://x/ws", handlers, env);
  const runTimers = () => {
    const due = [...timers.entries()];
    timers.clear();
    due.forEach(([, t]) => t.fn());
    return due.map(([, t]) => t.ms);
  };
  return {
    sockets,
    handlers,
    connection,
    runTimers,
    wake: () => wake(),
    tick: (ms: number) => {
      now += ms;
      intervals.forEach((fn) => fn());
    },
  };
}

describe("RealtimeConnection", () => {
  it("passes events on, and after a drop reconnects with growing waits and asks for a resync", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0]!.open();
    expect(s.handlers.onConnected).toHaveBeenCalledTimes(1);
    s.sockets[0]!.receive('{"type":"notification"}');
    expect(s.handlers.onEvent).toHaveBeenCalledWith({ type: "notification" });

    s.sockets[0]!.drop();
    expect(s.runTimers()).toEqual([1000]);
    s.sockets[1]!.drop(); // the server is still down
    expect(s.runTimers()).toEqual([2000]);
    s.sockets[2]!.open();
    expect(s.handlers.onReconnect).toHaveBeenCalledTimes(1);
    expect(s.handlers.onConnected).toHaveBeenCalledTimes(1);
    s.connection.stop();
    expect(s.sockets[2]!.closedByApp).toBe(true);
  });

  it("reconnects at once when the tab comes back, without waiting out the backoff", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0]!.drop();
    s.wake();
    expect(s.sockets).toHaveLength(2);
    s.sockets[1]!.open();
    expect(s.handlers.onReconnect).toHaveBeenCalledTimes(1);
    // The pending retry was cancelled: no third socket.
    s.runTimers();
    expect(s.sockets).toHaveLength(2);
  });

  it("opens a fresh socket after the computer slept", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0]!.open();
    s.tick(10_000);
    expect(s.sockets).toHaveLength(1);
    s.tick(5 * 60_000); // the clock jumped: the old socket may be dead without knowing
    expect(s.sockets[0]!.closedByApp).toBe(true);
    s.sockets[1]!.open();
    expect(s.handlers.onReconnect).toHaveBeenCalledTimes(1);
  });

  it("stops for good when the server says the session is over (4401)", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0]!.open();
    s.sockets[0]!.drop(4401);
    expect(s.handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(s.runTimers()).toEqual([]);
    s.wake();
    expect(s.sockets).toHaveLength(1);
  });

  it("hands the operator's reason over when the account is suspended (4403), and stops", () => {
    const s = setup();
    s.connection.start();
    s.sockets[0]!.open();
    s.sockets[0]!.receive('{"type":"account_suspended","reason":"Fraudulent listings."}');
    s.sockets[0]!.drop(4403);
    expect(s.handlers.onEvent).not.toHaveBeenCalled();
    expect(s.handlers.onSuspended).toHaveBeenCalledWith("Fraudulent listings.");
    expect(s.runTimers()).toEqual([]);
    s.wake();
    expect(s.sockets).toHaveLength(1);
  });
});
