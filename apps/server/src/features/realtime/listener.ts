import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { DatabaseHandle } from "../../db/client";
import { parseChannelPayload, REALTIME_CHANNEL, type ChannelEvent } from "./events";

export interface ListenerHandlers {
  onEvent(event: ChannelEvent): void;
  /** Called after the listening connection came back: whatever was sent meanwhile is lost. */
  onReconnected(): void;
}

export interface EventListener {
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * Subscribes this instance to the events channel: on PostgreSQL one dedicated connection per
 * instance (a pooled one would be handed to queries and lose the LISTEN), on PGlite the
 * in-process `listen()`.
 */
export async function listenForEvents(
  database: DatabaseHandle,
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
): Promise<EventListener> {
  const deliver = (payload: string | undefined) => {
    const event = payload ? parseChannelPayload(payload) : null;
    if (event) handlers.onEvent(event);
    else log.warn({ payload }, "Ignored a malformed real-time event");
  };

  const driver = database.driver;
  if (driver.kind === "pglite") {
    const unlisten = await driver.client.listen(REALTIME_CHANNEL, deliver);
    return {
      close: async () => {
        if (!driver.client.closed) await unlisten();
      },
    };
  }
  const listener = new PostgresListener(driver.pool.options, deliver, handlers, log);
  listener.start();
  return listener;
}

/** One LISTEN connection that reconnects with backoff whenever it drops. */
class PostgresListener implements EventListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private connectedOnce = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly deliver: (payload: string | undefined) => void,
    private readonly handlers: ListenerHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    void this.connect();
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
      this.log.warn({ err: error }, "Real-time listener connection lost; reconnecting");
      this.scheduleRetry();
    };
    client.on("error", onDrop);
    client.on("end", () => onDrop());
    client.on("notification", (message) => {
      if (message.channel === REALTIME_CHANNEL) this.deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      onDrop(error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.retryMs = RETRY_FIRST_MS;
    if (this.connectedOnce) {
      this.log.info("Real-time listener reconnected");
      this.handlers.onReconnected();
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

  /** Tests: the connection's backend pid, to terminate it from outside. */
  get connectionProcessId(): number | undefined {
    return (this.client as unknown as { processID?: number } | null)?.processID;
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
