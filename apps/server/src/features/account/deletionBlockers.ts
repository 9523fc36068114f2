import { sql } from "drizzle-orm";
import { OPERATOR_DELETION_MESSAGE, type DeletionBlocker } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import type { User } from "../../db/schema";

/** Jobs still underway: the pilot is hired and the client has not approved yet. */
const IN_PROGRESS_STATUSES = sql`('assigned', 'in_progress', 'ready_for_review')`;

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const jobsWord = (n: number) => (n === 1 ? "1 job" : `${n} jobs`);
const titles = (list: string[]) =>
  list
    .slice(0, 3)
    .map((t) => `"${t}"`)
    .join(", ") + (list.length > 3 ? ` and ${list.length - 3} more` : "");

type Facts = {
  escrow_cents: string;
  escrow_jobs: string;
  open_disputes: string;
  in_progress: string[] | null;
  balance_cents: string;
  pending_payout_cents: string;
};

/**
 * Everything that keeps the account from being deleted now: money held in escrow on a job of
 * theirs (either side), an open dispute, a job in progress, earnings not yet paid out (or a
 * payout still being sent), an operator role. Every one that applies, so the person can deal
 * with all of them at once. Run inside the deletion's transaction after the user row is locked,
 * it reads what committed before (a hire that got there first shows here as escrow).
 */
export async function deletionBlockers(
  db: Database | Transaction,
  user: Pick<User, "id" | "role">,
): Promise<DeletionBlocker[]> {
  const mine = sql`(c.user_id = ${user.id} or p.user_id = ${user.id})`;
  const result = await db.execute<Facts>(sql`
    with my_jobs as (
      select j.id, j.title, j.status from jobs j
      join client_profiles c on c.id = j.client_profile_id
      left join pilot_profiles p on p.id = j.pilot_profile_id
      where ${mine}
    )
    select
      (select coalesce(sum(a.balance_cents), 0) from ledger_accounts a
        join my_jobs j on j.id = a.job_id where a.kind = 'escrow' and a.balance_cents > 0)
        as escrow_cents,
      (select count(*) from ledger_accounts a
        join my_jobs j on j.id = a.job_id where a.kind = 'escrow' and a.balance_cents > 0)
        as escrow_jobs,
      (select count(*) from disputes d join my_jobs j on j.id = d.job_id where d.status = 'open')
        as open_disputes,
      (select array_agg(j.title order by j.title) from my_jobs j
        where j.status in ${IN_PROGRESS_STATUSES}) as in_progress,
      (select coalesce(sum(a.balance_cents), 0) from ledger_accounts a
        where a.kind = 'pilot_balance' and a.user_id = ${user.id}) as balance_cents,
      (select coalesce(sum(o.amount_cents), 0) from payouts o
        where o.pilot_user_id = ${user.id} and o.status = 'pending') as pending_payout_cents
  `);
  const facts = result.rows[0];
  if (!facts) throw new Error("deletion blockers query returned no row");

  const blockers: DeletionBlocker[] = [];
  const escrowCents = Number(facts.escrow_cents);
  if (escrowCents > 0) {
    blockers.push({
      code: "money_in_escrow",
      message: `${money(escrowCents)} is held in escrow on ${jobsWord(Number(facts.escrow_jobs))}: it must be released to the pilot or refunded first.`,
    });
  }
  const disputes = Number(facts.open_disputes);
  if (disputes > 0) {
    blockers.push({
      code: "open_dispute",
      message: `${disputes === 1 ? "A dispute is" : `${disputes} disputes are`} still open: an operator must resolve ${disputes === 1 ? "it" : "them"} first.`,
    });
  }
  const inProgress = facts.in_progress ?? [];
  if (inProgress.length > 0) {
    blockers.push({
      code: "job_in_progress",
      message: `${jobsWord(inProgress.length)} in progress (${titles(inProgress)}): ${inProgress.length === 1 ? "it" : "they"} must be completed or cancelled first.`,
    });
  }
  const balance = Number(facts.balance_cents);
  const sending = Number(facts.pending_payout_cents);
  if (balance > 0 || sending > 0) {
    const parts = [
      balance > 0 ? `${money(balance)} of your earnings hasn't been paid out yet` : null,
      sending > 0 ? `a payout of ${money(sending)} is still being sent` : null,
    ].filter(Boolean);
    blockers.push({
      code: "unpaid_balance",
      message: `Unpaid balance: ${parts.join(" and ")}. Withdraw it from Earnings and wait for the payout first.`,
    });
  }
  if (user.role === "admin")
    blockers.push({ code: "operator", message: OPERATOR_DELETION_MESSAGE });
  return blockers;
}

/** The 409 message: every reason in one sentence list. */
export function refusalMessage(blockers: DeletionBlocker[]): string {
  return `Your account can't be deleted yet. ${blockers.map((b) => b.message).join(" ")}`;
}
