import { useQueryClient } from "@tanstack/react-query";
import { NeedsConnectionNotice, SavedDataNotice } from "./OfflineNotice";
import { useOfflineScreenState } from "./screenState";

/**
 * Above every screen of the app shell while offline: what the screen shows is saved (and
 * when), or part of it needs a connection, or simply that the browser is offline. Queries pause offline (TanStack Query's
 * onlineManager), so a screen never loaded would otherwise only show its skeleton.
 */
export function OfflineScreenNotice() {
  const state = useOfflineScreenState();
  const queryClient = useQueryClient();
  if (!state) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6 lg:px-8">
      {state.needsConnection ? (
        <NeedsConnectionNotice
          // A paused query resumes by itself when the browser is back; this asks again for the
          // ones that failed before the connection went.
          onRetry={() =>
            void queryClient.refetchQueries({
              type: "active",
              predicate: (query) => query.state.data === undefined,
            })
          }
        />
      ) : (
        <SavedDataNotice savedAt={state.savedAt} />
      )}
    </div>
  );
}
