import { sql } from "drizzle-orm";
import { statementByShape } from "../../db/preparedStatement";
import { rateLimitHitCtes, type HitCounts } from "../rateLimit/rateLimit";
import { unnotifiedUnsetOrStale } from "./unnotified";

type SendValues = {
  conversationId: string;
  userId: string;
  id: string;
  body: string;
  now: string;
  /** The sender's rate limit (features/rateLimit): their key, its windows, its limit. */
  key: string;
  windowStart: string;
  previousStart: string;
  previousWeight: number;
  limit: number;
};

export interface SendRow extends HitCounts, Record<string, unknown> {
  allowed: boolean;
  is_member: boolean;
  deleted_recipient: string | null;
  recipient_ids: string[] | null;
  seq: string | number | null;
  created_at: string | Date | null;
}

const value = (name: keyof SendValues) => sql.placeholder(name);

/**
 * A send in one statement, so one round trip and no BEGIN/COMMIT (it was a transaction of
 * seven statements; docs/benchmarks.md, "sending a message in one statement"). In order:
 * - `hit`, `previous_window`, `allowed`: the sender's rate limit counts this attempt and decides
 *   as `hitRateLimit` does (its estimate, multiplied by the same weight); refused, nothing else
 *   happens (a 429), and the refused attempt still counts.
 * - `sender`: the sender is a member; if not, nothing else happens (the 404 of no conversation).
 * - `recipients`: the others' user rows FOR SHARE, before any other row is locked, as
 *   `lockLiveAccounts` does: an account deletion (FOR UPDATE on the same row) that commits first
 *   is seen here (PostgreSQL re-reads a row it waited for), one that comes later waits until
 *   this message is stored.
 * - `inserted`: the message, only for a member writing to live accounts; the same id again
 *   inserts nothing (a retry).
 * - the conversation's activity time; the members' rows in one update: the sender's read marker
 *   moves to the message (writing is reading; what they had unread is read, unless a message
 *   from the other person came after theirs), and a recipient with nothing unread yet gets this
 *   message as their oldest unnotified one (`oldest_unnotified_at`, the message digests'
 *   search); one who already has an older one is not written at all.
 */
export const sendStatement = statementByShape<Record<string, never>, SendValues>(
  "send_message",
  () => sql`
    with ${rateLimitHitCtes()},
    allowed as (
      select 1 from hit
      where hit.count + coalesce((select count from previous_window), 0)
        * ${value("previousWeight")}::float8 <= ${value("limit")}::int
    ),
    sender as (
      select 1 from conversation_members
      where conversation_id = ${value("conversationId")}::uuid and user_id = ${value("userId")}::uuid
        and exists (select 1 from allowed)
    ),
    recipients as (
      select u.id, u.deleted_at from users u
      join conversation_members m on m.user_id = u.id
      where m.conversation_id = ${value("conversationId")}::uuid
        and m.user_id <> ${value("userId")}::uuid
        and exists (select 1 from sender)
      order by u.id
      for share of u
    ),
    inserted as (
      insert into messages (id, conversation_id, sender_user_id, body, created_at)
      select ${value("id")}::uuid, ${value("conversationId")}::uuid, ${value("userId")}::uuid,
        ${value("body")}::text, ${value("now")}::timestamptz
      where exists (select 1 from sender)
        and not exists (select 1 from recipients where deleted_at is not null)
      on conflict (id) do nothing
      returning seq, created_at
    ),
    activity as (
      update conversations set last_message_at = ${value("now")}::timestamptz
      where id = ${value("conversationId")}::uuid and exists (select 1 from inserted)
    ),
    members as (
      update conversation_members set
        last_read_seq = case when user_id = ${value("userId")}::uuid
          then greatest(last_read_seq, inserted.seq) else last_read_seq end,
        oldest_unnotified_at = case
          when user_id <> ${value("userId")}::uuid then inserted.created_at
          when oldest_unnotified_at > inserted.created_at then oldest_unnotified_at
        end
      from inserted
      where conversation_id = ${value("conversationId")}::uuid
        and (user_id = ${value("userId")}::uuid
          or ${unnotifiedUnsetOrStale(sql`inserted.created_at`)})
    )
    select (select count from hit) as current, (select count from previous_window) as previous,
      exists (select 1 from allowed) as allowed,
      exists (select 1 from sender) as is_member,
      (select id from recipients where deleted_at is not null order by id limit 1)
        as deleted_recipient,
      (select array_agg(id) from recipients) as recipient_ids,
      inserted.seq, inserted.created_at
    from (select 1) as one left join inserted on true
  `,
);
