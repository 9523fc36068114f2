import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { DatabaseHandle } from "./client";

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  onPayload(payload: string | undefined): void;
  /** Called after the listening connection came back: whatever was sent meanwhile is lost. */
  onReconnected?(): void;
  /** Called each time LISTEN is in place: at first, and again after every reconnection. */
  onListening?(): void;
  /** Called when the listening connection is lost: nothing is heard until `onListening`. */
  onDisconnected?(): void;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * Subscribes this instance to one NOTIFY channel: on PostgreSQL one dedicated connection (a
 * pooled one would be handed to queries and lose the LISTEN), on PGlite the in-process
 * `listen()`. Used by the real-time hub and the resumable uploads' locker.
 */
export async function listenOnChannel(
  database: DatabaseHandle,
  channel: string,
  handlers: ChannelHandlers,
  log: FastifyBaseLogger,
): Promise<ChannelListener> {
  // Channels are our own constants, spliced into LISTEN: keep them plain identifiers.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const driver = database.driver;
  if (driver.kind === "pglite") {
    const unlisten = await driver.client.listen(channel, handlers.onPayload);
    handlers.onListening?.();
    return {
      close: async () => {
        if (!driver.client.closed) await unlisten();
      },
    };
  }
  const listener = new PostgresChannelListener(driver.pool.options, channel, handlers, log);
  // Resolves once LISTEN is in place (or the first try failed and retries are under way), so an
  // instance that is ready misses nothing: its callers run in `onReady`, before it takes
  // requests. Before, an instance could take requests and sockets before it heard any NOTIFY.
  await listener.start();
  return listener;
}

/** One LISTEN connection that reconnects with backoff whenever it drops. */
class PostgresChannelListener implements ChannelListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private connectedOnce = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The first connection attempt; it never throws (a failure schedules the retries). */
  start(): Promise<void> {
    return this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.client = client;
    let dropped = false;
    const onDrop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners("notification");
      void client.end().catch(() => {});
      if (this.stopped) return;
      this.handlers.onDisconnected?.();
      this.log.warn({ err: error, channel: this.channel }, "LISTEN connection lost; reconnecting");
      this.scheduleRetry();
    };
    client.on("error", onDrop);
    client.on("end", () => onDrop());
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.handlers.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      onDrop(error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.retryMs = RETRY_FIRST_MS;
    this.handlers.onListening?.();
    if (this.connectedOnce) {
      this.log.info({ channel: this.channel }, "LISTEN connection reconnected");
      this.handlers.onReconnected?.();
    }
    this.connectedOnce = true;
  }

  private scheduleRetry(): void {
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
