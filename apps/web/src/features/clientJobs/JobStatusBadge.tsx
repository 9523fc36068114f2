import type { JobStatus } from "@skyhire/shared";
import { Badge } from "@/components/ui/badge";
import { statusLabel } from "@/features/jobs/jobRules";
import { cn } from "@/lib/utils";

/** One colour per stage, readable in light and dark themes. */
const STATUS_STYLES: Record<JobStatus, string> = {
  open: "bg-brand-sky-soft text-brand-sky",
  assigned: "bg-violet-500/12 text-violet-700 dark:text-violet-300",
  in_progress: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  ready_for_review: "bg-brand-orange/15 text-brand-orange",
  completed: "bg-success/12 text-success",
  cancelled: "bg-muted text-muted-foreground",
  disputed: "bg-destructive/10 text-destructive",
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
