import { CloudOffIcon, WifiIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { useOnline } from "./onlineStatus";

/** How long the notice stays up after the connection goes or comes back. */
export const NOTICE_SHOWN_MS = 8_000;

/**
 * Spec sections 1 and 4: online/offline awareness following the browser's events. A polite
 * live region (always in the page, so screen readers announce what appears in it) says when
 * the connection is lost and when it is back, for a few seconds so it never hides the page
 * (a phone's message composer sits where it shows). While offline, every screen of the app
 * shell keeps saying so above its content (OfflineScreenNotice).
 */
export function ConnectionStatus() {
  const online = useOnline();
  const [shown, setShown] = useState(!online);
  const first = useRef(true);

  useEffect(() => {
    if (first.current && online) {
      first.current = false;
      return;
    }
    first.current = false;
    setShown(true);
    const timer = setTimeout(() => setShown(false), NOTICE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    // aria-live without role="status": pages keep their own status regions unambiguous.
    <div
      aria-live="polite"
      data-testid="connection-status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[90] flex justify-center px-4 sm:justify-start"
    >
      {shown && (
        <p
          className={cn(
            "pointer-events-auto flex max-w-md items-start gap-2.5 rounded-xl border bg-popover px-4 py-2.5 text-sm text-popover-foreground shadow-lg",
            !online && "border-brand-orange",
          )}
          data-connection={online ? "online" : "offline"}
        >
          {online ? (
            <>
              <WifiIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              <span className="font-semibold">You're back online</span>
            </>
          ) : (
            <>
              <CloudOffIcon className="mt-0.5 size-4 shrink-0 text-brand-orange" aria-hidden />
              <span>
                <span className="font-semibold">You're offline.</span>{" "}
                <span className="text-muted-foreground">
                  Screens you've opened stay readable; changes need a connection.
                </span>
              </span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
