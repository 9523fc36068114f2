import type { FastifyBaseLogger } from "fastify";
import { listenOnChannel, type ChannelListener } from "../../db/channelListener";
import type { DatabaseHandle } from "../../db/client";
import type { SessionMemory } from "./sessionMemory";

/** Where migration 0035's triggers announce a changed user or session: the user's id, or "*". */
export const AUTH_CHANGES_CHANNEL = "auth_changes";

/**
 * Keeps `memory` told: it forgets the sessions of each user announced, everyone on "*", and
 * answers only while this instance listens (sessionMemory.ts).
 */
export function listenForAuthChanges(
  database: DatabaseHandle,
  memory: SessionMemory,
  log: FastifyBaseLogger,
): Promise<ChannelListener> {
  return listenOnChannel(
    database,
    AUTH_CHANGES_CHANNEL,
    {
      onPayload: (userId) =>
        userId && userId !== "*" ? memory.forgetUser(userId) : memory.forgetAll(),
      onListening: () => memory.listening(),
      onDisconnected: () => memory.deaf(),
    },
    log,
  );
}
