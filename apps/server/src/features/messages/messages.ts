import { and, desc, eq, lt, sql } from "drizzle-orm";
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGES_DEFAULT_PAGE_SIZE,
  type ConversationRead,
  type Message,
  type MessagesPage,
  type MessagesQuery,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/preparedStatement";
import { conversationMembers, messages, type MessageRow } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { isUuid, unreadMessagesTotal } from "./conversations";
import { oldestUnnotifiedAfter } from "./unnotified";

export function toMessage(row: MessageRow, userId: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderUserId,
    mine: row.senderUserId === userId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Only the two participants get past this: anyone else sees the 404 of no conversation. By a
 * statement built once (preparedStatement) for the database: every open of a conversation runs it.
 */
async function requireMember(db: Database, userId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  const [membership] = await membershipOf(db).execute({ conversationId, userId });
  if (!membership) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
}

const membershipOf = preparedStatement((db) =>
  db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, sql.placeholder("conversationId")),
        eq(conversationMembers.userId, sql.placeholder("userId")),
      ),
    )
    .prepare("conversation_membership_of"),
);

/** Newest page first; each page oldest first so it reads top to bottom. */
export async function listMessages(
  db: Database,
  userId: string,
  conversationId: string,
  query: MessagesQuery,
): Promise<MessagesPage> {
  await requireMember(db, userId, conversationId);
  const limit = query.limit ?? MESSAGES_DEFAULT_PAGE_SIZE;
  const inConversation = eq(messages.conversationId, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(query.before ? and(inConversation, lt(messages.seq, query.before)) : inConversation)
    .orderBy(desc(messages.seq))
    // One more than asked tells whether an older page exists without counting.
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: page.map((row) => toMessage(row, userId)),
    nextBefore: rows.length > limit ? (page[0]?.seq ?? null) : null,
  };
}

/** Moves the caller's read marker to the newest message (never backwards). */
export async function markConversationRead(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<ConversationRead> {
  await requireMember(db, userId, conversationId);
  const [newest] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.seq))
    .limit(1);
  const [member] = await db
    .update(conversationMembers)
    .set({
      lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${newest?.seq ?? 0})`,
      oldestUnnotifiedAt: oldestUnnotifiedAfter(
        sql`greatest(${conversationMembers.lastReadSeq}, ${newest?.seq ?? 0})`,
      ),
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ lastReadSeq: conversationMembers.lastReadSeq });
  return {
    readSeq: Number(member?.lastReadSeq ?? 0),
    unreadTotal: await unreadMessagesTotal(db, userId),
  };
}
