import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { ledgerAccounts, type LedgerAccount } from "../../db/schema";

export type LedgerAccountKind = LedgerAccount["kind"];

/** Names one ledger account: its kind and, per kind, the user or job it belongs to. */
export type AccountRef =
  | { kind: "client_funding" | "refunds" | "pilot_balance" | "payouts"; userId: string }
  | { kind: "escrow"; jobId: string }
  | { kind: "platform_fees" };

function owner(ref: AccountRef): { userId: string | null; jobId: string | null } {
  if (ref.kind === "escrow") return { userId: null, jobId: ref.jobId };
  if (ref.kind === "platform_fees") return { userId: null, jobId: null };
  return { userId: ref.userId, jobId: null };
}

function matches(ref: AccountRef): SQL | undefined {
  const { userId, jobId } = owner(ref);
  return and(
    eq(ledgerAccounts.kind, ref.kind),
    userId ? eq(ledgerAccounts.userId, userId) : isNull(ledgerAccounts.userId),
    jobId ? eq(ledgerAccounts.jobId, jobId) : isNull(ledgerAccounts.jobId),
  );
}

/** The account's id, creating it on first use (concurrent first uses agree on one row). */
export async function accountId(tx: Transaction | Database, ref: AccountRef): Promise<string> {
  const [created] = await tx
    .insert(ledgerAccounts)
    .values({ kind: ref.kind, ...owner(ref) })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(matches(ref));
  if (!existing) throw new Error(`ledger account ${JSON.stringify(ref)} vanished`);
  return existing.id;
}

/** Current balance in cents; 0 for an account that was never used. */
export async function balanceOf(db: Transaction | Database, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(matches(ref));
  return row?.balance ?? 0;
}
