import { eq } from "drizzle-orm";
import { ACCOUNT_SUSPENDED_ERROR_CODE, accountSuspendedMessage } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { users } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/** The refusal a suspended account gets at sign-in and on writes that raced the suspension. */
export class AccountSuspendedError extends HttpError {
  constructor(reason: string | null) {
    super(403, accountSuspendedMessage(reason), { code: ACCOUNT_SUSPENDED_ERROR_CODE, reason });
  }
}

/**
 * Refuses a suspended account. In a transaction it reads the account row FOR SHARE, so a
 * suspension running at the same moment either commits first (and this refuses) or waits for
 * the caller's transaction to commit: the caller's write never lands half-way into it.
 */
export async function assertAccountActive(
  db: Database | Transaction,
  userId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<void> {
  const query = db
    .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for("share") : await query;
  if (row?.suspendedAt) throw new AccountSuspendedError(row.reason);
}
