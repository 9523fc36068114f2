import type { CrmStatus } from "@skyhire/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { CRM_STATUS_LABELS } from "./crmFormat";

const TONES: Record<CrmStatus, string> = {
  active: "bg-tone-green-soft text-tone-green",
  past: "bg-muted text-foreground",
  prospect: "bg-brand-sky-soft text-brand-sky",
};

export function CrmStatusBadge({ status }: { status: CrmStatus }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", TONES[status])}>
      {CRM_STATUS_LABELS[status]}
    </Badge>
  );
}
