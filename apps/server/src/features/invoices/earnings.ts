import { sql } from "drizzle-orm";
import type { EarningsDto, EarningsJobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import { balanceOf } from "../ledger/accounts";
import { csvDollars, toCsv } from "./csv";

export const EARNINGS_MONTHS = 12;

/** "2026-03" for a date, in UTC. */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The last `count` calendar months up to `now`'s, oldest first. */
export function lastMonths(now: Date, count = EARNINGS_MONTHS): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/**
 * Every credit to the pilot's balance from a job: an approval (release) or a dispute award
 * (dispute_split), with the deal of the job's paid checkout. The ledger is the source: what the
 * pilot earned is what was credited, nothing computed on the side.
 */
async function earnedJobs(db: Database, userId: string): Promise<EarningsJobDto[]> {
  const result = await db.execute<{
    job_id: string;
    title: string;
    credited_at: Date | string;
    net: string;
    kind: string;
    price: number;
    commission: number;
    pilot_net: number;
    award: number | null;
  }>(sql`
    select t.job_id, j.title, t.created_at as credited_at, e.amount_cents as net, t.kind,
      c.price_cents as price, c.pilot_commission_cents as commission, c.pilot_net_cents as pilot_net,
      (select d.payout_of_price_cents from disputes d
        where d.job_id = t.job_id and d.status = 'resolved'
        order by d.resolved_at desc limit 1) as award
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transfers t on t.id = e.transfer_id
    join jobs j on j.id = t.job_id
    join checkouts c on c.job_id = t.job_id and c.status = 'paid'
    where a.kind = 'pilot_balance' and a.user_id = ${userId}
      and t.kind in ('release', 'dispute_split') and e.amount_cents > 0
    order by t.created_at desc
  `);
  return result.rows.map((row) => {
    const net = Number(row.net);
    const dispute = row.kind === "dispute_split";
    // A dispute award: the part of the price awarded, of which the commission is the rest.
    const price = dispute ? (row.award ?? net) : Number(row.price);
    return {
      jobId: row.job_id,
      title: row.title,
      completedAt: new Date(row.credited_at).toISOString(),
      priceCents: price,
      commissionCents: price - net,
      netCents: net,
      source: dispute ? "dispute" : "approved",
    };
  });
}

/** GET /api/earnings: the pilot's balance, escrow, payouts, a 12-month series and every job. */
export async function earningsOf(db: Database, user: User, now: Date): Promise<EarningsDto> {
  const jobs = await earnedJobs(db, user.id);
  const pending = await db.execute<{ pending: string }>(sql`
    select coalesce(sum(c.pilot_net_cents), 0) as pending
    from checkouts c
    join pilot_profiles p on p.id = c.pilot_profile_id
    join ledger_accounts a on a.kind = 'escrow' and a.job_id = c.job_id
    where c.status = 'paid' and p.user_id = ${user.id} and a.balance_cents > 0
  `);
  const months = lastMonths(now);
  const byMonth = new Map(months.map((m) => [m, 0]));
  for (const job of jobs) {
    const month = job.completedAt.slice(0, 7);
    if (byMonth.has(month)) byMonth.set(month, byMonth.get(month)! + job.netCents);
  }
  return {
    availableCents: await balanceOf(db, { kind: "pilot_balance", userId: user.id }),
    pendingEscrowCents: Number(pending.rows[0]?.pending ?? 0),
    paidOutCents: await balanceOf(db, { kind: "payouts", userId: user.id }),
    lifetimeNetCents: jobs.reduce((sum, job) => sum + job.netCents, 0),
    monthly: months.map((month) => ({ month, netCents: byMonth.get(month) ?? 0 })),
    jobs,
  };
}

/** GET /api/earnings.csv: every earning, one row per job, amounts in dollars. */
export function earningsCsv(earnings: EarningsDto): string {
  const header = [
    "Date",
    "Job",
    "Job ID",
    "Price (USD)",
    "Commission (USD)",
    "Net (USD)",
    "Source",
  ];
  const rows = earnings.jobs.map((job) => [
    job.completedAt.slice(0, 10),
    job.title,
    job.jobId,
    csvDollars(job.priceCents),
    csvDollars(job.commissionCents),
    csvDollars(job.netCents),
    job.source === "dispute" ? "Dispute award" : "Approved delivery",
  ]);
  return toCsv([header, ...rows]);
}
