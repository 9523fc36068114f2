import { retryDelayMs, shouldRetryQuery, STALE_TIME_MS } from "@skyhire/shared";
import { MutationCache, QueryClient } from "@tanstack/react-query";
import { startFromBrowserOnlineState } from "@/features/offline/onlineStatus";
import { ApiError, defaultQueryFn } from "./api";

/** Status of a failed call, when it got as far as an HTTP answer. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (typeof error === "object" && error !== null && "status" in error) {
    const { status } = error as { status: unknown };
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/** Spec section 8: mutation failures are logged; a 401 also notes that sign-in is required. */
export function logMutationError(error: unknown): void {
  console.error("Mutation failed:", error);
  if (statusOf(error) === 401) console.error("Authentication required: please sign in again.");
}

/** Query defaults of spec section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: logMutationError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, statusOf(error)),
        retryDelay: (attemptIndex) => retryDelayMs(attemptIndex),
      },
      // Queries pause offline and resume when back (networkMode "online"); a mutation runs at
      // once so that offline it fails with OfflineError's message instead of waiting unseen.
      // A chat message opts back into waiting (features/messages), shown as queued.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

startFromBrowserOnlineState();
export const queryClient = createQueryClient();
