import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queueProviderOperation } from "./queue";

/**
 * Card holds that will never be captured: the authorization succeeded but its checkout was
 * paid by another attempt, or expired or was cancelled before the payment committed (a lost
 * race, a crash between the authorization and the transaction). Each gets a void, keyed by the
 * payment, so it is released once even if the pay request voided it already.
 */
export async function voidOrphanedAuthorizations(db: Database): Promise<number> {
  const orphans = await db.execute<{
    provider: string;
    result_id: string;
    amount_cents: number;
    checkout_id: string;
    job_id: string | null;
    user_id: string | null;
  }>(sql`
    select op.provider, op.result_id, op.amount_cents, op.checkout_id, op.job_id, op.user_id
    from provider_operations op
    join checkouts c on c.id = op.checkout_id
    where op.kind = 'authorize' and op.status = 'succeeded' and op.result_id is not null
      and c.status <> 'pending'
      and c.provider_payment_id is distinct from op.result_id
      and not exists (
        select 1 from provider_operations v where v.kind = 'void' and v.payment_ref = op.result_id
      )
    limit 200
  `);
  for (const orphan of orphans.rows) {
    await queueProviderOperation(db, {
      provider: orphan.provider,
      kind: "void",
      idempotencyKey: `void_${orphan.result_id}`,
      amountCents: Number(orphan.amount_cents),
      paymentRef: orphan.result_id,
      checkoutId: orphan.checkout_id,
      jobId: orphan.job_id,
      userId: orphan.user_id,
    });
  }
  return orphans.rows.length;
}
