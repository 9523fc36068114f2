import { eq, sql } from "drizzle-orm";
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_ID_TAKEN_MESSAGE,
  RECIPIENT_DELETED_MESSAGE,
  type Message,
  type SendMessage,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { statementByShape } from "../../db/preparedStatement";
import { messages } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import {
  decide,
  pruneNowAndThen,
  rateLimitHitCtes,
  rateLimitWindows,
  type RateLimitDecision,
  type RateLimitRule,
} from "../rateLimit/rateLimit";
import { announceAfterCommit } from "../realtime/announce";
import { isUuid } from "./conversations";
import { toMessage } from "./messages";

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

interface SendRow extends Record<string, unknown> {
  current: number | string;
  previous: number | string | null;
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
 * - the conversation's activity time and the sender's read marker (writing is reading).
 */
const sendStatement = statementByShape<Record<string, never>, SendValues>(
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
    read_marker as (
      update conversation_members set last_read_seq = greatest(last_read_seq, inserted.seq)
      from inserted
      where conversation_id = ${value("conversationId")}::uuid and user_id = ${value("userId")}::uuid
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

/**
 * Sends with the browser's id. The same id again (a retry after a lost answer) returns the
 * first message and `created: false`; the id of someone else's message, or of one in another
 * conversation, is refused rather than revealing it. A deleted account reads nothing any more:
 * a message to one is refused rather than stored for nobody. The insert and the conversation's
 * activity time commit together; the real-time announcement follows the commit (migration 0026
 * says why it is not a trigger). A retry announces again: the first answer may have been lost
 * because this process died between the commit and the announcement.
 */
export async function sendMessage(
  db: Database,
  userId: string,
  conversationId: string,
  input: SendMessage,
  now: Date,
  rateLimit: { key: string; rule: RateLimitRule },
): Promise<{ message: Message; created: boolean } | { refused: RateLimitDecision }> {
  if (!isUuid(conversationId)) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  const body = input.body.trim();
  const { rule, key } = rateLimit;
  const { windowStartMs, windowStart, previousStart, previousWeight } = rateLimitWindows(rule, now);
  const [row] = await sendStatement<SendRow>(
    db,
    {},
    {
      conversationId,
      userId,
      id: input.id,
      body,
      now: now.toISOString(),
      key,
      windowStart,
      previousStart,
      previousWeight,
      limit: rule.limit,
    },
  );
  if (!row) throw new Error("the send statement returned no row");
  await pruneNowAndThen(db, rule, windowStartMs);
  if (!row.allowed) {
    const counts = { current: Number(row.current), previous: Number(row.previous ?? 0) };
    return { refused: decide(rule, counts, windowStartMs, now.getTime()) };
  }
  if (!row.is_member) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  if (row.deleted_recipient) throw new HttpError(409, RECIPIENT_DELETED_MESSAGE);
  const announce = () =>
    announceAfterCommit(db, {
      userIds: [userId, ...(row.recipient_ids ?? [])],
      event: { type: "message", conversationId },
    });
  if (row.seq !== null && row.created_at !== null) {
    const inserted = {
      id: input.id,
      conversationId,
      senderUserId: userId,
      body,
      seq: Number(row.seq),
      createdAt: new Date(row.created_at),
    };
    await announce();
    return { message: toMessage(inserted, userId), created: true };
  }
  // Nothing inserted: the id is taken. A retry of the sender's own message answers it.
  const [existing] = await db.select().from(messages).where(eq(messages.id, input.id));
  if (!existing || existing.senderUserId !== userId || existing.conversationId !== conversationId) {
    throw new HttpError(409, MESSAGE_ID_TAKEN_MESSAGE);
  }
  await announce();
  return { message: toMessage(existing, userId), created: false };
}
