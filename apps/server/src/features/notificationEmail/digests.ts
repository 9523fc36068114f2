import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversationMembers, emailOutbox } from "../../db/schema";
import { MESSAGE_EMAIL_LOOK_BACK_MS, oldestUnnotifiedAfter } from "../messages/unnotified";

/** At most one message email per conversation and person an hour. */
export const MESSAGE_EMAIL_EVERY_MS = 60 * 60 * 1000;
/** Messages read within this long are never emailed (overridable for the browser tests). */
export const DEFAULT_MESSAGE_EMAIL_DELAY_MS = 10 * 60 * 1000;
const BATCH = 50;

type DueDigest = {
  conversation_id: string;
  user_id: string;
  after_seq: string | number;
  through_seq: string | number;
};

/**
 * Queues one digest email per conversation member who has had an unread message from the other
 * person for `delayMs`, unless one went out within the hour. The claim is a conditional UPDATE
 * of the member's row, so two instances queue it once; the outbox row commits with it.
 */
export async function queueMessageDigests(
  db: Database,
  now: Date,
  delayMs: number = DEFAULT_MESSAGE_EMAIL_DELAY_MS,
): Promise<number> {
  const readyBefore = new Date(now.getTime() - delayMs).toISOString();
  const lastAllowed = new Date(now.getTime() - MESSAGE_EMAIL_EVERY_MS);
  const since = new Date(now.getTime() - MESSAGE_EMAIL_LOOK_BACK_MS).toISOString();
  // From the members' own rows (oldest_unnotified_at, kept by the send, the read and the claim
  // below), then one probe for the newest message to tell of: reading every unread message of
  // every conversation active in two days cost 290 ms at 10,000 of them (docs/benchmarks.md).
  const due = await db.execute<DueDigest>(sql`
    select cm.conversation_id, cm.user_id,
      greatest(cm.last_read_seq, cm.emailed_through_seq) as after_seq,
      newest.seq as through_seq
    from conversation_members cm
    cross join lateral (
      select m.seq from messages m
      where m.conversation_id = cm.conversation_id
        and m.seq > greatest(cm.last_read_seq, cm.emailed_through_seq)
        and m.sender_user_id <> cm.user_id
      order by m.seq desc
      limit 1
    ) newest
    where cm.oldest_unnotified_at > ${since} and cm.oldest_unnotified_at <= ${readyBefore}
      and (cm.last_message_email_at is null or cm.last_message_email_at <= ${lastAllowed.toISOString()})
    limit ${BATCH}
  `);
  let queued = 0;
  for (const row of due.rows) {
    const afterSeq = Number(row.after_seq);
    const throughSeq = Number(row.through_seq);
    const claimed = await db.transaction(async (tx) => {
      const [member] = await tx
        .update(conversationMembers)
        .set({
          emailedThroughSeq: throughSeq,
          lastMessageEmailAt: now,
          // Anything newer than this digest is still to be told of, in an hour at the soonest.
          oldestUnnotifiedAt: oldestUnnotifiedAfter(
            sql`greatest(${conversationMembers.lastReadSeq}, ${throughSeq}::bigint)`,
          ),
        })
        .where(
          and(
            eq(conversationMembers.conversationId, row.conversation_id),
            eq(conversationMembers.userId, row.user_id),
            lt(conversationMembers.emailedThroughSeq, throughSeq),
            lt(conversationMembers.lastReadSeq, throughSeq),
            or(
              isNull(conversationMembers.lastMessageEmailAt),
              lte(conversationMembers.lastMessageEmailAt, lastAllowed),
            ),
          ),
        )
        .returning({ userId: conversationMembers.userId });
      if (!member) return false;
      await tx.insert(emailOutbox).values({
        userId: row.user_id,
        conversationId: row.conversation_id,
        afterSeq,
        throughSeq,
        nextAttemptAt: now,
        createdAt: now,
      });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
