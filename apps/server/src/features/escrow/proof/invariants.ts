import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../../db/client";
import { ledgerHealth } from "../../ledger/invariants";

/** Statuses in which a paid job's money must still sit in its escrow. */
const HELD = ["assigned", "in_progress", "ready_for_review", "disputed"];

/**
 * What must hold after every step of every money test: the books sum to zero, every transfer
 * balances, no escrow or pilot balance is negative, no balance drifts from its entries, escrow
 * holds exactly the paid totals of unsettled jobs; per job, the escrow holds the whole client
 * total while the job is in flight and nothing once settled, and it was charged once and
 * settled at most once.
 */
export async function expectConsistentBooks(db: Database, context = ""): Promise<void> {
  const health = await ledgerHealth(db);
  expect(health, context).toMatchObject({
    totalOfEntries: 0,
    unbalancedTransfers: 0,
    overdrawnAccounts: 0,
    driftedAccounts: 0,
  });
  expect(health.escrowHeld, context).toBe(health.escrowExpected);

  const jobs = await db.execute<{
    id: string;
    status: string;
    total: number;
    held: string | null;
    charges: string;
    settlements: string;
  }>(sql`
    select j.id, j.status, c.client_total_cents as total,
      (select a.balance_cents from ledger_accounts a where a.kind = 'escrow' and a.job_id = j.id) as held,
      (select count(*) from ledger_transfers t where t.job_id = j.id and t.kind = 'charge') as charges,
      (select count(*) from ledger_transfers t where t.job_id = j.id
        and t.kind in ('release', 'refund', 'dispute_split')) as settlements
    from jobs j join checkouts c on c.job_id = j.id and c.status = 'paid'
  `);
  for (const job of jobs.rows) {
    const held = Number(job.held ?? 0);
    const where = `${context} job ${job.id} (${job.status})`;
    expect(Number(job.charges), where).toBe(1);
    if (HELD.includes(job.status)) {
      expect(held, where).toBe(Number(job.total));
      expect(Number(job.settlements), where).toBe(0);
    } else {
      expect(held, where).toBe(0);
      expect(Number(job.settlements), where).toBe(1);
    }
  }
}
