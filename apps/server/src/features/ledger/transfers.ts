import type { Transaction } from "../../db/client";
import { ledgerEntries, ledgerTransfers } from "../../db/schema";
import { accountIds, type AccountRef } from "./accounts";

export const TRANSFER_KINDS = [
  "charge",
  "release",
  "refund",
  "dispute_split",
  "payout",
  "correction",
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferLeg {
  account: AccountRef;
  /** Cents; positive credits the account, negative debits it. Zero legs are dropped. */
  amount: number;
}

export interface TransferInput {
  kind: TransferKind;
  jobId?: string | null;
  memo?: string | null;
  correctsTransferId?: string | null;
  legs: readonly TransferLeg[];
  /** When the money moved; only the demo seed, replaying history, sets it. Default: now. */
  at?: Date;
}

/**
 * Records one movement of money inside the caller's transaction. The legs must sum to zero
 * (checked here for a clear message, and again by the database at commit); debits that would
 * overdraw an escrow or a pilot balance make the database refuse the whole transaction.
 */
export async function postTransfer(tx: Transaction, input: TransferInput): Promise<string> {
  const legs = input.legs.filter((leg) => leg.amount !== 0);
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount)) {
      throw new Error(`ledger amounts are integer cents, got ${leg.amount}`);
    }
  }
  const sum = legs.reduce((total, leg) => total + leg.amount, 0);
  if (sum !== 0) throw new Error(`${input.kind} transfer does not balance: legs sum to ${sum}`);
  if (legs.length === 0) throw new Error(`${input.kind} transfer moves nothing`);

  const [transfer] = await tx
    .insert(ledgerTransfers)
    .values({
      kind: input.kind,
      jobId: input.jobId ?? null,
      memo: input.memo ?? null,
      correctsTransferId: input.correctsTransferId ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: ledgerTransfers.id });
  if (!transfer) throw new Error("insert returned no transfer");

  // Credits first, then debits: an account paid and charged in one transfer never dips below
  // zero in between (balances move entry by entry).
  const ordered = [...legs].sort((a, b) => b.amount - a.amount);
  const accounts = await accountIds(
    tx,
    ordered.map((leg) => leg.account),
  );
  // One INSERT: its rows go in (and the balance trigger runs) in this order.
  await tx.insert(ledgerEntries).values(
    ordered.map((leg, i) => ({
      transferId: transfer.id,
      accountId: accounts[i]!,
      amountCents: leg.amount,
      ...(input.at ? { createdAt: input.at } : {}),
    })),
  );
  return transfer.id;
}
