import type { FastifyBaseLogger } from "fastify";
import { listenOnChannel, type ChannelListener } from "../../db/channelListener";
import type { DatabaseHandle } from "../../db/client";
import { parseChannelPayload, REALTIME_CHANNEL, type ChannelEvent } from "./events";

export interface ListenerHandlers {
  onEvent(event: ChannelEvent): void;
  /** Called after the listening connection came back: whatever was sent meanwhile is lost. */
  onReconnected(): void;
}

export type EventListener = ChannelListener;

/** Subscribes this instance to the real-time events channel (`skyhire_events`). */
export async function listenForEvents(
  database: DatabaseHandle,
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
): Promise<EventListener> {
  return listenOnChannel(
    database,
    REALTIME_CHANNEL,
    {
      onPayload: (payload) => {
        const event = payload ? parseChannelPayload(payload) : null;
        if (event) handlers.onEvent(event);
        else log.warn({ payload }, "Ignored a malformed real-time event");
      },
      onReconnected: handlers.onReconnected,
    },
    log,
  );
}
