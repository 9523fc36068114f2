// The /ws channel's frames and close codes. Kept apart from the zod schemas: every signed-in
// page opens the channel, and reading its small frames by hand spares that page zod and the
// message schemas (114-298 ms of a dashboard's load at a phone's CPU speed, docs/benchmarks.md).

/**
 * What the /ws channel sends: hints that something changed, never the data itself (the client
 * refetches through the API, which checks who may see what). `resync`: events may have been
 * missed (the server's listener reconnected), so refetch everything shown.
 */
export const REALTIME_EVENT_TYPES = [
  "notification",
  "message",
  "read",
  "job",
  "resync",
  /** The account was suspended: sent with the operator's `reason` just before the close (4403). */
  "account_suspended",
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export interface RealtimeEvent {
  type: RealtimeEventType;
  conversationId?: string;
  jobId?: string;
  /** account_suspended only: the operator's reason, for the sign-in screen. */
  reason?: string;
}

const OPTIONAL_TEXT_FIELDS = ["conversationId", "jobId", "reason"] as const;
const KNOWN_TYPES: ReadonlySet<string> = new Set(REALTIME_EVENT_TYPES);

/**
 * A parsed frame as a RealtimeEvent, or null when it is not one (an unknown type, a field of the
 * wrong kind). Fields this version does not know are dropped.
 */
export function readRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const frame = value as Record<string, unknown>;
  if (typeof frame.type !== "string" || !KNOWN_TYPES.has(frame.type)) return null;
  const event: RealtimeEvent = { type: frame.type as RealtimeEventType };
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const text = frame[field];
    if (text === undefined) continue;
    if (typeof text !== "string") return null;
    event[field] = text;
  }
  return event;
}

/** Close code of /ws when the socket's session is missing or over. */
export const REALTIME_UNAUTHORIZED_CLOSE_CODE = 4401;
/** Close code of /ws when an operator suspended the account: the tab goes to sign-in and says so. */
export const REALTIME_SUSPENDED_CLOSE_CODE = 4403;
