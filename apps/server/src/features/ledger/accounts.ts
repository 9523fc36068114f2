import { and, eq, isNull, or, type SQL } from "drizzle-orm";
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
  const [id] = await accountIds(tx, [ref]);
  return id!;
}

/**
 * The ids of several accounts, in the order asked, creating the missing ones: one INSERT for
 * all of them plus, when some already existed, one SELECT (a transfer's legs cost two round-trips
 * instead of up to two each). New accounts are inserted in a fixed order so that two
 * transactions creating the same accounts at once wait for each other instead of deadlocking.
 */
export async function accountIds(
  tx: Transaction | Database,
  refs: readonly AccountRef[],
): Promise<string[]> {
  const wanted = new Map(refs.map((ref) => [keyOf({ kind: ref.kind, ...owner(ref) }), ref]));
  const sorted = [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, r]) => r);
  const columns = { id: ledgerAccounts.id, ...OWNER_COLUMNS };
  const created = await tx
    .insert(ledgerAccounts)
    .values(sorted.map((ref) => ({ kind: ref.kind, ...owner(ref) })))
    .onConflictDoNothing()
    .returning(columns);
  const ids = new Map(created.map((row) => [keyOf(row), row.id]));
  const existing = sorted.filter((ref) => !ids.has(keyOf({ kind: ref.kind, ...owner(ref) })));
  if (existing.length > 0) {
    const found = await tx
      .select(columns)
      .from(ledgerAccounts)
      .where(or(...existing.map(matches)));
    for (const row of found) ids.set(keyOf(row), row.id);
  }
  return refs.map((ref) => {
    const id = ids.get(keyOf({ kind: ref.kind, ...owner(ref) }));
    if (!id) throw new Error(`ledger account ${JSON.stringify(ref)} vanished`);
    return id;
  });
}

const OWNER_COLUMNS = {
  kind: ledgerAccounts.kind,
  userId: ledgerAccounts.userId,
  jobId: ledgerAccounts.jobId,
};

function keyOf(row: { kind: string; userId: string | null; jobId: string | null }): string {
  return `${row.kind}/${row.userId ?? ""}/${row.jobId ?? ""}`;
}

/** Current balance in cents; 0 for an account that was never used. */
export async function balanceOf(db: Transaction | Database, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(matches(ref));
  return row?.balance ?? 0;
}
