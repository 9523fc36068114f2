import type { AdminLedgerDto } from "@skyhire/shared";
import { CircleAlertIcon, CircleCheckBigIcon } from "lucide-react";
import { formatMoney } from "@/features/checkout/money";
import { cn } from "@/lib/utils";
import { DataTable, HeaderCell, TableCell, TableHeader, TableRow } from "@/components/ui/table";

const ACCOUNT_LABELS: Record<AdminLedgerDto["accounts"][number]["kind"], string> = {
  client_funding: "Client funding (cards charged)",
  escrow: "Escrow (held for jobs)",
  pilot_balance: "Pilot balances (not yet paid out)",
  platform_fees: "Platform fees",
  refunds: "Refunds (sent back to cards)",
  payouts: "Payouts (sent to pilots)",
};

function Check({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  const Icon = ok ? CircleCheckBigIcon : CircleAlertIcon;
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", ok ? "text-success" : "text-destructive")}
        aria-hidden
      />
      <div>
        <p className="font-medium">
          {label} <span className="sr-only">{ok ? "(passes)" : "(fails)"}</span>
        </p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
    </li>
  );
}

/** Whether the books balance, each check spelled out, and where the money sits. */
export function LedgerHealth({ ledger }: { ledger: AdminLedgerDto }) {
  const { health } = ledger;
  const escrowMatches = health.escrowHeld === health.escrowExpected;
  return (
    <div className="space-y-6">
      <div
        role="status"
        className={cn(
          "flex items-start gap-3 rounded-2xl border px-4 py-3",
          ledger.balanced
            ? "border-success/40 bg-tone-green-soft"
            : "border-destructive/40 bg-destructive/10",
        )}
      >
        {ledger.balanced ? (
          <CircleCheckBigIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        ) : (
          <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        )}
        <div>
          <p className="font-semibold">
            {ledger.balanced ? "The books balance" : "The books don't balance"}
          </p>
          <p className="text-sm text-muted-foreground">
            {ledger.balanced
              ? "Every check below passes."
              : "At least one check below fails: investigate before moving more money."}
          </p>
        </div>
      </div>

      <section aria-labelledby="checks" className="rounded-2xl border bg-card px-5 sm:px-6">
        <h2 id="checks" className="pt-5 text-lg font-semibold">
          Checks
        </h2>
        <ul className="divide-y">
          <Check
            ok={health.totalOfEntries === 0}
            label="Zero-sum"
            detail={`All entries add up to ${formatMoney(health.totalOfEntries)} (must be $0.00).`}
          />
          <Check
            ok={health.unbalancedTransfers === 0}
            label="Every transfer balances"
            detail={`${health.unbalancedTransfers} transfers whose legs don't sum to zero.`}
          />
          <Check
            ok={health.overdrawnAccounts === 0}
            label="No overdraft"
            detail={`${health.overdrawnAccounts} escrow or pilot balances below zero.`}
          />
          <Check
            ok={health.driftedAccounts === 0}
            label="Balances match their entries"
            detail={`${health.driftedAccounts} accounts whose kept balance differs from the sum of their entries.`}
          />
          <Check
            ok={escrowMatches}
            label="Escrow held equals what open jobs hold"
            detail={`Held ${formatMoney(health.escrowHeld)}, expected ${formatMoney(health.escrowExpected)} for paid jobs not yet settled.`}
          />
        </ul>
      </section>

      <section aria-labelledby="accounts" className="space-y-3">
        <h2 id="accounts" className="text-lg font-semibold">
          Where the money sits
        </h2>
        <DataTable caption="Ledger accounts by kind" minWidth="min-w-[28rem]">
          <TableHeader>
            <HeaderCell>Account</HeaderCell>
            <HeaderCell numeric>Accounts</HeaderCell>
            <HeaderCell numeric>Total</HeaderCell>
          </TableHeader>
          <tbody>
            {ledger.accounts.map((row) => (
              <TableRow key={row.kind}>
                <TableCell>{ACCOUNT_LABELS[row.kind]}</TableCell>
                <TableCell numeric>{row.accounts}</TableCell>
                <TableCell numeric className="font-medium">
                  {formatMoney(row.totalCents)}
                </TableCell>
              </TableRow>
            ))}
          </tbody>
        </DataTable>
        <p className="text-xs text-muted-foreground">
          Client funding goes negative as cards are charged; the other accounts hold what came in,
          so all of them together add up to zero.
        </p>
      </section>

      <section aria-labelledby="provider" className="rounded-2xl border bg-card p-5 sm:p-6">
        <h2 id="provider" className="text-lg font-semibold">
          Payment provider calls
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {ledger.providerOperations.pending} waiting to be confirmed (retried automatically),{" "}
          <span
            className={cn(ledger.providerOperations.failed > 0 && "font-semibold text-destructive")}
          >
            {ledger.providerOperations.failed} gave up
          </span>
          .
        </p>
      </section>
    </div>
  );
}
