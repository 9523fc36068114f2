import { sql, type SQL } from "drizzle-orm";

/** Unread messages older than this are not worth an email any more (and demo data stays quiet). */
export const MESSAGE_EMAIL_LOOK_BACK_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * For the send's UPDATE of the member rows: whether a recipient's row needs the message just
 * stored as its oldest unnotified one. Not when it already has an older one (the usual case
 * while a conversation goes unread: the send then leaves that row alone), unless that one is
 * past the look-back (a conversation left unread for days: its new messages are still worth an
 * email).
 */
export function unnotifiedUnsetOrStale(messageCreatedAt: SQL): SQL {
  return sql`(oldest_unnotified_at is null or oldest_unnotified_at <= ${messageCreatedAt}
    - ${sql.raw(`interval '${MESSAGE_EMAIL_LOOK_BACK_MS / 1000} seconds'`)})`;
}

/**
 * For an UPDATE of conversation_members: when the oldest message from someone else after
 * `marker` (a read marker, or the newest message a digest told of) and after what was already
 * emailed was sent; null when there is none. Usually an index probe that finds nothing: a read
 * or a digest covers everything up to the newest message.
 */
export function oldestUnnotifiedAfter(marker: SQL): SQL {
  return sql`(
    select min(m.created_at) from messages m
    where m.conversation_id = "conversation_members"."conversation_id"
      and m.seq > greatest(${marker}, "conversation_members"."emailed_through_seq")
      and m.sender_user_id <> "conversation_members"."user_id"
  )`;
}
