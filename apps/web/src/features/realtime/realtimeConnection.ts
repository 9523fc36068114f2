import {
  REALTIME_SUSPENDED_CLOSE_CODE,
  REALTIME_UNAUTHORIZED_CLOSE_CODE,
  type RealtimeEvent,
} from "@skyhire/shared";
import { parseRealtimeEvent } from "./realtimeEvents";
import { reconnectDelayMs } from "./realtimeUrl";

/** The server closes the oldest of too many tabs with it: that tab stays quiet. */
const TOO_MANY_TABS_CLOSE_CODE = 4008;
/** How often the tab checks whether its clock jumped (the computer slept). */
const WAKE_CHECK_MS = 10_000;
const SLEPT_AFTER_MS = 30_000;

export interface RealtimeHandlers {
  onEvent(event: RealtimeEvent): void;
  /**
   * Opened for the first time: what changed between the page's first answers and this moment
   * was sent to no socket of this tab.
   */
  onConnected(): void;
  /** Opened again after a drop: events may have been missed meanwhile. */
  onReconnect(): void;
  /** The server says the session is over (4401): stop until the user signs in again. */
  onUnauthorized(): void;
  /** An operator suspended the account (4403), with the reason sent just before. */
  onSuspended(reason: string | null): void;
}

export interface RealtimeEnvironment {
  createSocket(url: string): WebSocket;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  setInterval(fn: () => void, ms: number): number;
  clearInterval(id: number): void;
  now(): number;
  /** Subscribes to tab visibility and network changes; returns the unsubscribe. */
  onWake(listener: () => void): () => void;
  random(): number;
}

export const browserEnvironment: RealtimeEnvironment = {
  createSocket: (url) => new WebSocket(url),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id),
  now: () => Date.now(),
  onWake: (listener) => {
    const onVisible = () => {
      if (document.visibilityState === "visible") listener();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", listener);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", listener);
    };
  },
  random: Math.random,
};

/**
 * One tab's socket to /ws: reconnects with backoff after a drop, at once when the tab becomes
 * visible or the network returns, and afresh after the computer slept (a socket from before
 * the sleep may be dead without the browser knowing yet).
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private suspensionReason: string | null = null;
  private attempt = 0;
  private retryTimer: number | null = null;
  private wakeTimer: number | null = null;
  private lastTick = 0;
  private stopped = true;
  private openedBefore = false;
  private unsubscribeWake: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly handlers: RealtimeHandlers,
    private readonly env: RealtimeEnvironment = browserEnvironment,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribeWake = this.env.onWake(() => this.reconnectNowIfDown());
    this.lastTick = this.env.now();
    this.wakeTimer = this.env.setInterval(() => this.checkForSleep(), WAKE_CHECK_MS);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribeWake?.();
    this.unsubscribeWake = null;
    if (this.wakeTimer !== null) this.env.clearInterval(this.wakeTimer);
    this.clearRetry();
    this.dropSocket();
  }

  private connect(): void {
    if (this.stopped) return;
    this.clearRetry();
    const socket = this.env.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      if (this.openedBefore) this.handlers.onReconnect();
      else this.handlers.onConnected();
      this.openedBefore = true;
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket !== socket) return;
      const event = parseRealtimeEvent(message.data);
      if (event?.type === "account_suspended") this.suspensionReason = event.reason ?? null;
      else if (event) this.handlers.onEvent(event);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === REALTIME_SUSPENDED_CLOSE_CODE) {
        this.stop();
        this.handlers.onSuspended(this.suspensionReason);
        return;
      }
      if (event.code === REALTIME_UNAUTHORIZED_CLOSE_CODE) {
        this.stop();
        this.handlers.onUnauthorized();
        return;
      }
      if (event.code === TOO_MANY_TABS_CLOSE_CODE) {
        this.stop();
        return;
      }
      // Not counted as a failure: the next attempt waits the shortest delay.
      this.openedBefore = true;
      this.scheduleRetry();
    };
    // An error is always followed by close, which does the retrying.
    socket.onerror = () => {};
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer !== null) return;
    const delay = reconnectDelayMs(this.attempt, this.env.random);
    this.attempt += 1;
    this.retryTimer = this.env.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.env.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, "Closed by the app");
  }

  /** Back to the foreground or online: no reason to sit out the backoff. */
  private reconnectNowIfDown(): void {
    if (this.stopped || this.socket !== null) return;
    this.attempt = 0;
    this.connect();
  }

  private checkForSleep(): void {
    const now = this.env.now();
    const slept = now - this.lastTick > SLEPT_AFTER_MS;
    this.lastTick = now;
    if (!slept || this.stopped) return;
    this.dropSocket();
    this.openedBefore = true;
    this.attempt = 0;
    this.connect();
  }
}
