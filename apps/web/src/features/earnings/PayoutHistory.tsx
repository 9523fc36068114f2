import type { PayoutDto } from "@skyhire/shared";
import { Badge } from "@/components/ui/badge";
import { formatDateTime, formatMoney } from "@/features/checkout/money";
import { cn } from "@/lib/utils";

const STATUS: Record<PayoutDto["status"], { label: string; tone: string }> = {
  pending: { label: "On its way", tone: "bg-tone-sky-soft text-tone-sky" },
  paid: { label: "Paid", tone: "bg-tone-green-soft text-tone-green" },
  failed: { label: "Failed", tone: "bg-destructive/12 text-destructive" },
};

/** Every payout, newest first; a failed one says why and that the money is back. */
export function PayoutHistory({ payouts }: { payouts: PayoutDto[] }) {
  if (payouts.length === 0) {
    return <p className="text-sm text-muted-foreground">No payouts yet.</p>;
  }
  return (
    <ul className="divide-y rounded-2xl border bg-card" aria-label="Payouts">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold tabular-nums">{formatMoney(payout.amountCents)}</p>
            <p className="text-sm text-muted-foreground">
              Requested {formatDateTime(payout.createdAt)}
            </p>
            {payout.status === "failed" && (
              <p className="text-sm text-destructive">
                {payout.failureMessage ?? "The bank refused it."} The amount is back in your
                available balance.
              </p>
            )}
          </div>
          <Badge variant="outline" className={cn("border-transparent", STATUS[payout.status].tone)}>
            {STATUS[payout.status].label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
