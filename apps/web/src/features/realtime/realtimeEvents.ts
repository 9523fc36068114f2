import { readRealtimeEvent, type RealtimeEvent } from "@skyhire/shared";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import {
  CONVERSATIONS_KEY,
  conversationKey,
  UNREAD_MESSAGES_KEY,
} from "@/features/messages/messageQueries";
import { NOTIFICATION_COUNT_KEY } from "@/features/notifications/notificationQueries";

const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

/** A frame from /ws, or null for anything this version does not understand. */
export function parseRealtimeEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== "string") return null;
  try {
    return readRealtimeEvent(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * Events only say what changed; the data is refetched through the API, so the cached screens
 * that show it refresh (inactive ones are marked stale and refetch when next shown).
 */
export async function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case "notification":
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY }),
      ]);
      return;
    case "message":
    case "read":
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY }),
        event.conversationId &&
          queryClient.invalidateQueries({
            queryKey: conversationKey(event.conversationId),
            // A read marker changes the conversation's summary, not its messages.
            exact: event.type === "read",
          }),
      ]);
      return;
    case "job":
      await invalidateJobData(queryClient);
      return;
    case "resync":
      await queryClient.invalidateQueries();
      return;
    case "account_suspended":
      // Never sent: the server closes the socket with REALTIME_SUSPENDED_CLOSE_CODE instead.
      return;
  }
}

/**
 * The socket's first open comes a moment after the page's first answers (its code loads after
 * the session): a message or notification sent in between reached no socket of this tab. What
 * those two events refresh is asked again (a message of no known conversation: the list and the
 * count); nothing else (a full resync on every page load would double its requests).
 */
export async function catchUpAfterConnecting(queryClient: QueryClient) {
  await Promise.all([
    applyRealtimeEvent(queryClient, { type: "notification" }),
    applyRealtimeEvent(queryClient, { type: "message" }),
  ]);
}
