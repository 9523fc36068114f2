import { REALTIME_EVENT_TYPES, type RealtimeEvent } from "@skyhire/shared";

/** The NOTIFY channel the triggers of migration 0011 publish on. */
export const REALTIME_CHANNEL = "skyhire_events";

/** What a trigger announces: who should hear of it, and the hint they get. */
export interface ChannelEvent {
  userIds: string[];
  event: RealtimeEvent;
}

const KNOWN_TYPES = new Set<string>(REALTIME_EVENT_TYPES);

/**
 * Reads one NOTIFY payload. Anything malformed is dropped (null): a bad payload must never
 * take the listener down for everyone.
 */
export function parseChannelPayload(payload: string): ChannelEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { type, userIds, conversationId, jobId } = data as Record<string, unknown>;
  if (typeof type !== "string" || !KNOWN_TYPES.has(type)) return null;
  if (!Array.isArray(userIds) || !userIds.every((id) => typeof id === "string")) return null;
  const event: RealtimeEvent = { type: type as RealtimeEvent["type"] };
  if (typeof conversationId === "string") event.conversationId = conversationId;
  if (typeof jobId === "string") event.jobId = jobId;
  return { userIds: userIds as string[], event };
}
