import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { statusLabel } from "./jobRules";

const TONES: Record<string, string> = {
  open: "bg-emerald-500/12 text-emerald-700 dark:text-emerald-300",
  assigned: "bg-brand-sky-soft text-brand-sky",
  in_progress: "bg-brand-sky-soft text-brand-sky",
  ready_for_review: "bg-brand-orange/15 text-brand-orange",
  completed: "bg-muted text-foreground",
  cancelled: "bg-muted text-muted-foreground",
  disputed: "bg-destructive/12 text-destructive",
};

/** A job's status with the spec's label ('Pending review' for ready_for_review). */
export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", TONES[status], className)}>
      {statusLabel(status)}
    </Badge>
  );
}
