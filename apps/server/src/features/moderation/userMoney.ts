import { sql } from "drizzle-orm";
import type { AdminUserDetail } from "@skyhire/shared";
import type { Database } from "../../db/client";

/**
 * A user's money as the ledger holds it: paid by card (client_funding runs negative by it),
 * refunded, held in escrow on their jobs, earned as a pilot (balance plus what was paid out,
 * corrections included) and paid out.
 */
export async function userMoney(db: Database, userId: string): Promise<AdminUserDetail["money"]> {
  const { rows } = await db.execute<{ kind: string; cents: string | number }>(sql`
    select a.kind::text as kind, coalesce(sum(a.balance_cents), 0) as cents
    from ledger_accounts a where a.user_id = ${userId} group by a.kind
    union all
    select 'held_escrow', coalesce(sum(a.balance_cents), 0)
    from ledger_accounts a
    join jobs j on j.id = a.job_id
    join client_profiles c on c.id = j.client_profile_id
    where a.kind = 'escrow' and c.user_id = ${userId}`);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.cents ?? 0);
  return {
    paidCents: -of("client_funding"),
    refundedCents: of("refunds"),
    inEscrowCents: of("held_escrow"),
    earnedCents: of("pilot_balance") + of("payouts"),
    paidOutCents: of("payouts"),
    balanceCents: of("pilot_balance"),
  };
}
