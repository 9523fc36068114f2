import { RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SEARCH_FAILED, searchFailureDetail } from "./usePilotSearch";

/** Spec section 8: 'Failed to search pilots', with the server's hint when it has one. */
export function SearchError({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}) {
  const detail = searchFailureDetail(error);
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-2xl border border-destructive/30 bg-destructive/8 p-5 text-sm sm:flex-row sm:items-center",
        className,
      )}
    >
      <TriangleAlertIcon className="size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold text-destructive">{SEARCH_FAILED}</p>
        <p className="mt-0.5 text-muted-foreground">
          {detail ?? "Something went wrong on our side. Please try again in a moment."}
        </p>
      </div>
      {onRetry && !detail && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcwIcon />
          Try again
        </Button>
      )}
    </div>
  );
}
