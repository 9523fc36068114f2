import type { EarningsDto, PayoutListDto } from "@skyhire/shared";
import { BanknoteIcon, DownloadIcon, WalletIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { Button, buttonVariants } from "@/components/ui/button";
import { DataTable, HeaderCell, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { formatMoney } from "@/features/checkout/money";
import { formatDay } from "@/features/jobs/jobDates";
import { cn } from "@/lib/utils";
import { EARNINGS_CSV_URL } from "./earningsQueries";
import { MonthlyChart } from "./MonthlyChart";
import { PayoutDialog } from "./PayoutDialog";
import { PayoutHistory } from "./PayoutHistory";

function Tile({
  label,
  value,
  hint,
  action,
  highlight,
}: {
  label: string;
  value: number;
  hint: string;
  action?: ReactNode;
  highlight?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex min-w-0 flex-col rounded-2xl border bg-card p-4 sm:p-5",
        highlight && "border-brand-orange/40",
      )}
    >
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 font-display text-xl font-bold break-words tabular-nums sm:text-2xl">
        {formatMoney(value)}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** The pilot's money: what can be withdrawn, what is on its way, what was earned per job. */
export function EarningsView({
  earnings,
  payouts,
}: {
  earnings: EarningsDto;
  payouts: PayoutListDto;
}) {
  const [paying, setPaying] = useState(false);
  const available = payouts.availableCents;
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Tile
          label="Available balance"
          value={available}
          hint="Earned and ready to withdraw"
          highlight
          action={
            <Button
              variant="flare"
              size="sm"
              disabled={available <= 0}
              onClick={() => setPaying(true)}
            >
              <BanknoteIcon />
              Request payout
            </Button>
          }
        />
        <Tile
          label="Pending in escrow"
          value={earnings.pendingEscrowCents}
          hint="Your share of paid jobs, released on approval"
        />
        <Tile label="Paid out" value={earnings.paidOutCents} hint="Sent to your payout account" />
        <Tile
          label="Earned in total"
          value={earnings.lifetimeNetCents}
          hint="After SkyHire's commission"
        />
      </div>

      <section
        aria-labelledby="monthly"
        className="space-y-3 rounded-2xl border bg-card p-5 sm:p-6"
      >
        <h2 id="monthly" className="text-lg font-semibold">
          By month
        </h2>
        <MonthlyChart monthly={earnings.monthly} />
      </section>

      <section aria-labelledby="per-job" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="per-job" className="text-lg font-semibold">
            Per job
          </h2>
          <a
            href={EARNINGS_CSV_URL}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <DownloadIcon />
            Download CSV
          </a>
        </div>
        {earnings.jobs.length === 0 ? (
          <EmptyState
            icon={WalletIcon}
            title="No earnings yet"
            action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
          >
            When a client approves your delivery, the job and what it paid you appear here.
          </EmptyState>
        ) : (
          <>
            <ul
              className="divide-y rounded-2xl border bg-card sm:hidden"
              aria-label="Earnings per job"
            >
              {earnings.jobs.map((job) => (
                <li key={job.jobId} className="space-y-1 p-4 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      href={`/jobs/${job.jobId}`}
                      className="min-w-0 font-medium break-words hover:underline"
                    >
                      {job.title}
                    </Link>
                    <span className="font-semibold tabular-nums">{formatMoney(job.netCents)}</span>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {formatDay(job.completedAt)} · {formatMoney(job.priceCents)} less{" "}
                    {formatMoney(job.commissionCents)} commission
                    {job.source === "dispute" ? " · awarded in a dispute" : ""}
                  </p>
                </li>
              ))}
            </ul>
            <DataTable
              caption="Earnings per job"
              minWidth="min-w-[36rem]"
              className="hidden sm:block"
            >
              <TableHeader>
                <HeaderCell>Job</HeaderCell>
                <HeaderCell>Completed</HeaderCell>
                <HeaderCell numeric>Price</HeaderCell>
                <HeaderCell numeric>Commission</HeaderCell>
                <HeaderCell numeric>Net</HeaderCell>
              </TableHeader>
              <tbody>
                {earnings.jobs.map((job) => (
                  <TableRow key={job.jobId}>
                    <TableCell>
                      <Link href={`/jobs/${job.jobId}`} className="font-medium hover:underline">
                        {job.title}
                      </Link>
                      {job.source === "dispute" && (
                        <span className="block text-xs text-muted-foreground">
                          Awarded in a dispute
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDay(job.completedAt)}
                    </TableCell>
                    <TableCell numeric>{formatMoney(job.priceCents)}</TableCell>
                    <TableCell numeric className="text-muted-foreground">
                      −{formatMoney(job.commissionCents)}
                    </TableCell>
                    <TableCell numeric className="font-semibold">
                      {formatMoney(job.netCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </tbody>
            </DataTable>
          </>
        )}
      </section>

      <section aria-labelledby="payouts" className="space-y-3">
        <h2 id="payouts" className="text-lg font-semibold">
          Payouts
        </h2>
        <PayoutHistory payouts={payouts.payouts} />
      </section>

      <PayoutDialog availableCents={available} open={paying} onOpenChange={setPaying} />
    </div>
  );
}
