import {
  NOTIFICATIONS_DEFAULT_PAGE_SIZE,
  type NotificationCount,
  type NotificationItem,
  type NotificationsPage,
} from "@skyhire/shared";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** GET /api/notifications/count (spec section 7): the unread count. */
export const NOTIFICATION_COUNT_KEY = ["/api/notifications/count"] as const;
const NOTIFICATIONS_KEY = ["/api/notifications"] as const;

export function useNotificationCount() {
  return useQuery<NotificationCount, Error, number>({
    queryKey: NOTIFICATION_COUNT_KEY,
    select: (data) => (typeof data?.count === "number" ? data.count : 0),
  });
}

/** The signed-in user's notifications, newest first; `page` starts at 1. */
export function useNotifications(page: number, pageSize = NOTIFICATIONS_DEFAULT_PAGE_SIZE) {
  return useQuery<NotificationsPage>({
    queryKey: [...NOTIFICATIONS_KEY, { page, pageSize }],
    queryFn: () =>
      apiRequest<NotificationsPage>("GET", `/api/notifications?page=${page}&pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

function refreshNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY }),
  ]);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<NotificationItem>("POST", `/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: () => refreshNotifications(queryClient),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ updated: number }>("POST", "/api/notifications/read-all"),
    onSettled: () => refreshNotifications(queryClient),
  });
}
