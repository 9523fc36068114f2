import type { JobStatus } from "@skyhire/shared";
import { Badge } from "@/components/ui/badge";
import { statusLabel } from "@/features/jobs/jobRules";
import { cn } from "@/lib/utils";

/** One status tone per stage (index.css), readable in light and dark themes. */
const STATUS_STYLES: Record<JobStatus, string> = {
  open: "bg-tone-sky-soft text-tone-sky",
  assigned: "bg-tone-violet-soft text-tone-violet",
  in_progress: "bg-tone-amber-soft text-tone-amber",
  ready_for_review: "bg-tone-orange-soft text-tone-orange",
  completed: "bg-tone-green-soft text-tone-green",
  cancelled: "bg-muted text-muted-foreground",
  disputed: "bg-tone-red-soft text-tone-red",
};

export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        "border-transparent",
        STATUS_STYLES[status as JobStatus] ?? STATUS_STYLES.cancelled,
        className,
      )}
    >
      {statusLabel(status)}
    </Badge>
  );
}
