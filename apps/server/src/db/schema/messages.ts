import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { jobs } from "./jobs";
import { users } from "./users";

/**
 * A conversation between a client and a pilot, either general (started from the pilot's public
 * profile) or about one job. One of each per pair, so starting again reuses it.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pilotUserId: uuid("pilot_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    /** The newest message's time, for "newest activity first"; null until the first one. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_pair_general_unique")
      .on(t.clientUserId, t.pilotUserId)
      .where(sql`${t.jobId} is null`),
    uniqueIndex("conversations_pair_job_unique")
      .on(t.clientUserId, t.pilotUserId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    check("conversations_two_people", sql`${t.clientUserId} <> ${t.pilotUserId}`),
  ],
);

/** Each participant's read marker: the `seq` of the newest message they have seen. */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    /**
     * The newest message an email digest told this member about, and when that digest was
     * queued: at most one per conversation an hour (features/notificationEmail/digests.ts).
     */
    emailedThroughSeq: bigint("emailed_through_seq", { mode: "number" }).notNull().default(0),
    lastMessageEmailAt: timestamp("last_message_email_at", { withTimezone: true }),
    /**
     * When the oldest message from the other person that this member has neither read nor been
     * emailed about was sent; null when there is none. Kept by the send, the read and the digest
     * claim, so the digest pass finds who is due without reading every active conversation.
     */
    oldestUnnotifiedAt: timestamp("oldest_unnotified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // "My conversations" starts from the member rows of one user.
    index("conversation_members_user_id_idx").on(t.userId),
    // The message digests' search: members with something unread and not yet emailed.
    index("conversation_members_oldest_unnotified_idx")
      .on(t.oldestUnnotifiedAt)
      .where(sql`${t.oldestUnnotifiedAt} is not null`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    /** Made by the sender's browser: a retried send hits the primary key, never a duplicate. */
    id: uuid("id").primaryKey(),
    /** Database-assigned order: timestamps can tie, read markers and cursors must not. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUserId: uuid("sender_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_seq_unique").on(t.seq),
    // Pages newest first and unread counts (seq above a marker) of one conversation.
    index("messages_conversation_seq_idx").on(t.conversationId, t.seq),
    check("messages_body_length", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMember = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
