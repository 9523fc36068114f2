import { sql } from "drizzle-orm";
import type { AdminLedgerDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { ledgerAccounts } from "../../db/schema";
import { ledgerHealth } from "../ledger/invariants";
import { operationCounts } from "./runner";

/**
 * GET /api/admin/ledger: the books recomputed from their entries (ledgerHealth), totals per
 * account kind, and provider calls still owed or given up.
 */
export async function adminLedger(db: Database): Promise<AdminLedgerDto> {
  const health = await ledgerHealth(db);
  const accounts = await db
    .select({
      kind: ledgerAccounts.kind,
      accounts: sql<number>`count(*)::int`,
      totalCents: sql<string>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`,
    })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind)
    .orderBy(ledgerAccounts.kind);
  return {
    health,
    balanced:
      health.totalOfEntries === 0 &&
      health.unbalancedTransfers === 0 &&
      health.overdrawnAccounts === 0 &&
      health.driftedAccounts === 0 &&
      health.escrowHeld === health.escrowExpected,
    accounts: accounts.map((a) => ({
      kind: a.kind,
      accounts: a.accounts,
      totalCents: Number(a.totalCents),
    })),
    providerOperations: await operationCounts(db),
  };
}
