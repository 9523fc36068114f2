import type {
  NotificationPreferences,
  UnsubscribeResult,
  UpdateNotificationPreferences,
} from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

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

/** The signed token of an email's unsubscribe link names the user and the group. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<UnsubscribeResult>(
        "POST",
        `/api/notification-preferences/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
  });
}
