import { RefreshCwIcon, RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type ErrorFallbackProps = { onRetry: () => void; onReload: () => void };

/** The screen shown after a rendering error (spec section 2 "Other"). */
export function ErrorFallback({ onRetry, onReload }: ErrorFallbackProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 py-16 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-orange/15 text-brand-orange-ink">
        <TriangleAlertIcon className="size-7" aria-hidden />
      </span>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          An unexpected error occurred. This has been logged and our team will investigate.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCcwIcon />
          Try Again
        </Button>
        <Button variant="outline" onClick={onReload}>
          <RefreshCwIcon />
          Reload Page
        </Button>
      </div>
    </div>
  );
}
