import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";

export interface LedgerHealth {
  /** Sum of every entry: 0 when the books balance. */
  totalOfEntries: number;
  /** Transfers whose entries do not sum to zero (must be none). */
  unbalancedTransfers: number;
  /** Escrow or pilot accounts below zero (must be none). */
  overdrawnAccounts: number;
  /** Accounts whose stored balance differs from the sum of their entries (must be none). */
  driftedAccounts: number;
  /** Money held in escrow right now, and what open checkouts say should be held. */
  escrowHeld: number;
  escrowExpected: number;
}

/**
 * Recomputes the books from the entries. Used by the operator area and by every money test
 * after each step. `escrowExpected` is the client total of each paid checkout whose job has not
 * been settled (not completed or cancelled).
 */
export async function ledgerHealth(db: Database | Transaction): Promise<LedgerHealth> {
  const result = await db.execute<{
    total: string;
    unbalanced: string;
    overdrawn: string;
    drifted: string;
    escrow_held: string;
    escrow_expected: string;
  }>(sql`
    select
      (select coalesce(sum(amount_cents), 0) from ledger_entries) as total,
      (select count(*) from (
        select transfer_id from ledger_entries group by transfer_id having sum(amount_cents) <> 0
      ) t) as unbalanced,
      (select count(*) from ledger_accounts
        where kind in ('escrow', 'pilot_balance') and balance_cents < 0) as overdrawn,
      (select count(*) from ledger_accounts a
        where a.balance_cents <> coalesce(
          (select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0)
      ) as drifted,
      (select coalesce(sum(balance_cents), 0) from ledger_accounts where kind = 'escrow')
        as escrow_held,
      (select coalesce(sum(c.client_total_cents), 0) from checkouts c join jobs j on j.id = c.job_id
        where c.status = 'paid' and j.status not in ('completed', 'cancelled')) as escrow_expected
  `);
  const row = result.rows[0];
  if (!row) throw new Error("ledger health query returned no row");
  return {
    totalOfEntries: Number(row.total),
    unbalancedTransfers: Number(row.unbalanced),
    overdrawnAccounts: Number(row.overdrawn),
    driftedAccounts: Number(row.drifted),
    escrowHeld: Number(row.escrow_held),
    escrowExpected: Number(row.escrow_expected),
  };
}
