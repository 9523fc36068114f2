import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { statusLabel } from "./jobRules";

const TONES: Record<string, string> = {
  open: "bg-tone-green-soft text-tone-green",
  assigned: "bg-tone-sky-soft text-tone-sky",
  in_progress: "bg-tone-sky-soft text-tone-sky",
  ready_for_review: "bg-tone-orange-soft text-tone-orange",
  completed: "bg-muted text-foreground",
  cancelled: "bg-muted text-muted-foreground",
  disputed: "bg-tone-red-soft text-tone-red",
};

/** A job's status with the spec's label ('Pending review' for ready_for_review). */
export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", TONES[status], className)}>
      {statusLabel(status)}
    </Badge>
  );
}
