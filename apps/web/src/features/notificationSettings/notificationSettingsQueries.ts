import {
  makeRequestId,
  REQUEST_ID_HEADER,
  type NotificationPreferences,
  type UnsubscribeResult,
  type UpdateNotificationPreferences,
} from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, toApiError, unwrapData } from "@/lib/api";

export const NOTIFICATION_PREFERENCES_KEY = ["/api/notification-preferences"] as const;

export function useNotificationPreferences() {
  return useQuery<NotificationPreferences>({ queryKey: NOTIFICATION_PREFERENCES_KEY });
}

/** Saves a change; the answer is the whole new state, shown at once. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationPreferences) =>
      apiRequest<NotificationPreferences>("PUT", "/api/notification-preferences", change),
    onSuccess: (next) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, next),
  });
}

/**
 * The one-click post a mail program makes (RFC 8058), made by the confirm button: the signed
 * token names the user and the group, so it works signed out.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) => {
      const res = await fetch(
        `/api/notification-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
        {
          method: "POST",
          headers: {
            Accept: "application/json",
            [REQUEST_ID_HEADER]: makeRequestId(),
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: "List-Unsubscribe=One-Click",
        },
      );
      if (!res.ok) throw await toApiError(res);
      return unwrapData<UnsubscribeResult>(await res.json());
    },
  });
}
