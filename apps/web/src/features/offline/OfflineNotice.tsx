import { CloudOffIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { savedTimeLabel } from "./screenState";

export const NEEDS_CONNECTION = "You're offline: this needs a connection";

/**
 * A screen (or its code) that was never loaded on this device. Retrying while offline waits
 * for the connection and then runs; the notice says so rather than doing nothing visible.
 */
export function NeedsConnectionNotice({ onRetry }: { onRetry: () => void }) {
  const [waiting, setWaiting] = useState(false);
  return (
    <section
      aria-labelledby="offline-needs-connection"
      className="rounded-xl border border-brand-orange bg-card p-4 text-card-foreground shadow-xs sm:flex sm:items-center sm:gap-4"
      data-testid="offline-needs-connection"
    >
      <CloudOffIcon className="mb-2 size-6 shrink-0 text-brand-orange sm:mb-0" aria-hidden />
      <div className="min-w-0 flex-1">
        {/* Not a heading: it sits above the screen's own h1. */}
        <p id="offline-needs-connection" className="font-semibold">
          {NEEDS_CONNECTION}
        </p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {waiting
            ? "It will load as soon as you're back online."
            : "What's missing here wasn't loaded on this device before, so it isn't saved."}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 sm:mt-0"
        onClick={() => {
          setWaiting(true);
          onRetry();
        }}
      >
        <RotateCcwIcon />
        Retry
      </Button>
    </section>
  );
}

/**
 * Data shown from what this device saved: "Saved <time>; you're offline"; a screen with no
 * data of its own just says it is offline.
 */
export function SavedDataNotice({ savedAt }: { savedAt: number | null }) {
  return (
    <p
      className="flex items-center gap-2 rounded-lg border bg-muted px-3 py-2 text-sm text-foreground"
      data-testid="offline-saved-data"
    >
      {savedAt === null ? (
        <>
          <CloudOffIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>You're offline</span>
        </>
      ) : (
        <>
          <HistoryIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            Saved <time dateTime={new Date(savedAt).toISOString()}>{savedTimeLabel(savedAt)}</time>;
            you're offline
          </span>
        </>
      )}
    </p>
  );
}
