import { eq, inArray } from "drizzle-orm";
import { ACCOUNT_DELETED_MESSAGE } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { users, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/**
 * The deletion's lock on the user row (FOR UPDATE): a payment that would put money in escrow
 * for this user takes the same row FOR SHARE first (lockLiveAccounts), so the two run one after
 * the other. Whichever commits first, the second sees it: a deletion after a hire finds the
 * escrow and refuses; a payment after a deletion finds the account gone and refuses.
 */
export async function lockUserForDeletion(tx: Transaction, userId: string): Promise<User | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return user ?? null;
}

/**
 * Takes the rows of the people a money movement is for FOR SHARE (several payments of one
 * client still run side by side) and refuses with 409 when one of them deleted their account.
 * Call it first in the transaction, before any other row is locked, so it can never deadlock
 * with a deletion (which locks the user row first too).
 */
export async function lockLiveAccounts(
  tx: Transaction,
  userIds: string[],
  message: (deletedUserId: string) => string = () => ACCOUNT_DELETED_MESSAGE,
): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: users.id, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for("share");
  const gone = rows.find((row) => row.deletedAt !== null);
  if (gone) throw new HttpError(409, message(gone.id));
}
