import type { AdminUserDetail } from "@skyhire/shared";
import { formatMoney } from "@/features/checkout/money";

const FIGURES: { key: keyof AdminUserDetail["money"]; label: string }[] = [
  { key: "paidCents", label: "Paid by card" },
  { key: "refundedCents", label: "Refunded" },
  { key: "inEscrowCents", label: "Held in escrow" },
  { key: "earnedCents", label: "Earned as pilot" },
  { key: "paidOutCents", label: "Paid out" },
  { key: "balanceCents", label: "Balance to pay out" },
];

/** The account's money as the ledger holds it. */
export function UserMoney({ money }: { money: AdminUserDetail["money"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {FIGURES.map((figure) => (
        <div key={figure.key} className="rounded-xl border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(money[figure.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
