import type { InvoiceDto } from "@skyhire/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const LABELS: Record<InvoiceDto["status"], string> = {
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};

const TONES: Record<InvoiceDto["status"], string> = {
  paid: "bg-tone-green-soft text-tone-green",
  partially_refunded: "bg-brand-orange/15 text-brand-orange-ink",
  refunded: "bg-muted text-muted-foreground",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceDto["status"] }) {
  return (
    <Badge variant="outline" className={cn("border-transparent", TONES[status])}>
      {LABELS[status]}
    </Badge>
  );
}
