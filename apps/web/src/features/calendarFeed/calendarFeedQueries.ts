import type { CalendarFeedCreated, CalendarFeedStatus } from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const FEED_KEY = ["/api/calendar-feed"] as const;

export function useCalendarFeedStatus() {
  return useQuery<CalendarFeedStatus>({ queryKey: FEED_KEY });
}

/** POST /api/calendar-feed: on, or a new address (the old one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedCreated>("POST", "/api/calendar-feed"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

/** DELETE /api/calendar-feed */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>("DELETE", "/api/calendar-feed"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}
