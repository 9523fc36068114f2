import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { userQueryOptions } from "@/features/auth/authQueries";
import { wasOfflineSinceLoad } from "@/features/offline/onlineStatus";
import {
  rememberSuspensionReason,
  SUSPENDED_SIGN_IN_PATH,
} from "@/features/moderation/suspensionNotice";
import { applyRealtimeEvent, catchUpAfterConnecting } from "./realtimeEvents";
import { RealtimeConnection } from "./realtimeConnection";
import { realtimeUrl } from "./realtimeUrl";

/**
 * Keeps this tab's socket open while `userId` is signed in and turns its events into query
 * refreshes. Renders nothing; mounted once by the routes for signed-in users.
 */
export function RealtimeConnector({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = new RealtimeConnection(realtimeUrl(window.location), {
      onEvent: (event) => void applyRealtimeEvent(queryClient, event),
      // A page that was offline shows saved copies: its first connection then refreshes
      // everything, as a reconnection does, not only the counts a fresh load may have missed.
      onConnected: () =>
        void (wasOfflineSinceLoad()
          ? applyRealtimeEvent(queryClient, { type: "resync" })
          : catchUpAfterConnecting(queryClient)),
      onReconnect: () => void applyRealtimeEvent(queryClient, { type: "resync" }),
      // The session ended elsewhere (signed out in another tab, password changed): asking
      // again for the user lets the app show the signed-out screens.
      onUnauthorized: () =>
        void queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey }),
      // Suspended by an operator: straight to sign-in, which says why. A full load drops
      // everything this tab held of the account.
      onSuspended: (reason) => {
        rememberSuspensionReason(reason);
        window.location.assign(SUSPENDED_SIGN_IN_PATH);
      },
    });
    connection.start();
    return () => connection.stop();
  }, [queryClient, userId]);
  return null;
}

export default RealtimeConnector;
