import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { REALTIME_SUSPENDED_CLOSE_CODE, REALTIME_UNAUTHORIZED_CLOSE_CODE } from "@skyhire/shared";
import type { DatabaseHandle } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { readSessionToken } from "../auth/sessionCookie";
import { findSessionByToken } from "../auth/sessions";
import { SocketHub, type RealtimeClient } from "./hub";
import { listenForEvents, type EventListener } from "./listener";
import { liveSessionIds, suspensionReasons } from "./liveSessions";

export const REALTIME_PATH = "/ws";
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** On shutdown, how long sockets get to finish the closing handshake before they are cut. */
const CLOSE_GRACE_MS = 2_000;
/** Clients only listen; anything they send is ignored, so keep frames tiny. */
const MAX_CLIENT_FRAME_BYTES = 1024;
export const CROSS_SITE_SOCKET_MESSAGE = "Cross-site WebSocket refused";

export interface RealtimePluginOptions {
  database: DatabaseHandle;
  /** Tests shorten it; production pings every 30 s (well under proxies' idle timeouts). */
  heartbeatMs?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's open real-time sockets. */
    realtimeHub: SocketHub;
    /** One heartbeat now (tests; production runs it on a timer). */
    realtimeBeat(): Promise<void>;
  }
}

/**
 * GET /ws: one socket per signed-in tab, told about changes to its user's data (ids only).
 * Events come from PostgreSQL NOTIFY, so a change made through any instance reaches the
 * sockets of every instance, and only once its transaction has committed.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimePluginOptions) => {
    const hub = new SocketHub();
    app.decorate("realtimeHub", hub);
    let listener: EventListener | null = null;
    let heartbeat: NodeJS.Timeout | null = null;

    // Added before @fastify/websocket's own preClose so sockets hear "restarting" (1012), which
    // tells the browser to reconnect (to another instance) rather than give up.
    app.addHook("preClose", async () => {
      if (heartbeat) clearInterval(heartbeat);
      const open = hub.clients();
      await Promise.all(
        open.map(
          ({ socket }) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) return resolve();
              const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
              socket.once("close", () => {
                clearTimeout(cut);
                resolve();
              });
              socket.close(1012, "Server restarting");
            }),
        ),
      );
    });
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

    app.addHook("onReady", async () => {
      listener = await listenForEvents(
        options.database,
        {
          onEvent: (event) =>
            event.event.type === "account_suspended"
              ? void closeSuspended(event.userIds)
              : hub.deliver(event),
          onReconnected: () => hub.broadcast({ type: "resync" }),
        },
        app.log,
      );
      heartbeat = setInterval(() => void beat(), options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
      heartbeat.unref();
    });
    app.addHook("onClose", async () => {
      if (heartbeat) clearInterval(heartbeat);
      await listener?.close();
    });

    /** Drops sockets that missed a pong or whose session ended; pings the rest. */
    async function beat() {
      const clients = hub.clients();
      let live: Set<string>;
      try {
        live = await liveSessionIds(
          app.db,
          [...new Set(clients.map((c) => c.sessionId))],
          app.now(),
        );
      } catch (error) {
        app.log.warn({ err: error }, "Real-time session check failed");
        live = new Set(clients.map((c) => c.sessionId));
      }
      for (const client of clients) {
        if (!live.has(client.sessionId)) {
          hub.remove(client);
          client.socket.close(REALTIME_UNAUTHORIZED_CLOSE_CODE, "Session ended");
        } else if (!client.alive) {
          hub.remove(client);
          client.socket.terminate();
        } else {
          client.alive = false;
          client.socket.ping();
        }
      }
    }

    app.decorate("realtimeBeat", beat);

    /**
     * An operator suspended these accounts (trigger of migration 0023, at commit): each of
     * their tabs on this instance hears why, then is closed with 4403 and goes to sign-in.
     */
    async function closeSuspended(userIds: string[]) {
      const here = userIds.filter((id) => hub.hasUser(id));
      if (here.length === 0) return;
      let reasons = new Map<string, string | null>();
      try {
        reasons = await suspensionReasons(app.db, here);
      } catch (error) {
        app.log.warn({ err: error }, "Could not read suspension reasons");
      }
      for (const userId of here) {
        const reason = reasons.get(userId);
        hub.closeUser(userId, REALTIME_SUSPENDED_CLOSE_CODE, "Account suspended", {
          type: "account_suspended",
          ...(reason ? { reason } : {}),
        });
      }
    }

    /**
     * Cross-site WebSocket hijacking: a page on another site could open this socket with the
     * user's cookie, so the Origin must be ours (browsers always send it on WebSockets).
     */
    async function checkOrigin(request: FastifyRequest) {
      const origin = request.headers.origin;
      if (!app.isOwnOrigin(origin, request)) {
        request.log.warn({ origin }, "Refused cross-site WebSocket");
        throw new HttpError(403, CROSS_SITE_SOCKET_MESSAGE);
      }
    }

    // The session is looked up before the upgrade (hooks run first), so the socket joins the hub
    // the moment it opens: looked up after it, a message sent just as the tab saw the socket
    // open reached no one (realtime.test.ts' two instances, once sending got quick).
    const sessions = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof findSessionByToken>>>();
    async function lookUpSession(request: FastifyRequest) {
      // The session cookie, read exactly as the auth plugin reads it for /api requests.
      const token = readSessionToken(request, app.config);
      sessions.set(request, token ? await findSessionByToken(app.db, token, app.now()) : null);
    }

    const hooks = { onRequest: checkOrigin, preValidation: lookUpSession };
    app.get(REALTIME_PATH, { websocket: true, ...hooks }, (socket, request) => {
      const auth = sessions.get(request);
      if (!auth) {
        // Opened then closed with 4401 (not an HTTP 401) because a browser only sees the close
        // code: it tells the tab to stop reconnecting until the user signs in again.
        socket.close(REALTIME_UNAUTHORIZED_CLOSE_CODE, "Authentication required");
        return;
      }
      const client: RealtimeClient = {
        userId: auth.user.id,
        sessionId: auth.session.id,
        socket,
        alive: true,
      };
      hub.add(client);
      socket.on("pong", () => {
        client.alive = true;
      });
      socket.on("close", () => hub.remove(client));
    });
  },
  { name: "realtime", dependencies: ["app-context", "auth"] },
);
