import { and, desc, eq, lt, sql } from "drizzle-orm";
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_ID_TAKEN_MESSAGE,
  MESSAGES_DEFAULT_PAGE_SIZE,
  RECIPIENT_DELETED_MESSAGE,
  type ConversationRead,
  type Message,
  type MessagesPage,
  type MessagesQuery,
  type SendMessage,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { preparedStatement } from "../../db/preparedStatement";
import { conversationMembers, conversations, messages, type MessageRow } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { lockLiveAccounts } from "../account/accountLocks";
import { isUuid, unreadMessagesTotal } from "./conversations";

function toMessage(row: MessageRow, userId: string): Message {
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
 * Only the two participants get past this: anyone else sees the 404 of no conversation. Answers
 * the other member's id(s). Both members come in one read, by a statement built once per
 * database handle (a transaction's handle builds its own).
 */
async function requireMember(db: Database | Transaction, userId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  const members = await membersOf(db).execute({ conversationId });
  if (!members.some((member) => member.userId === userId)) {
    throw new HttpError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  }
  return members.filter((member) => member.userId !== userId).map((member) => member.userId);
}

const membersOf = preparedStatement((db) =>
  db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, sql.placeholder("conversationId")))
    .prepare("conversation_members_of"),
);

/**
 * The sender is a member (else the 404 of no conversation), and a deleted account reads nothing
 * any more: refuse rather than store a message nobody will see. The others' user rows are taken
 * FOR SHARE (lockLiveAccounts), so a deletion running at the same moment either commits first
 * and is seen here, or waits until this message is stored.
 */
async function requireMemberWritingToLiveAccount(
  tx: Transaction,
  userId: string,
  conversationId: string,
) {
  const others = await requireMember(tx, userId, conversationId);
  await lockLiveAccounts(tx, others, () => RECIPIENT_DELETED_MESSAGE);
}

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

/**
 * Sends with the browser's id. The same id again (a retry after a lost answer) returns the
 * first message and `created: false`; the id of someone else's message, or of one in another
 * conversation, is refused rather than revealing it. The insert, the conversation's activity
 * time and (by trigger) the real-time announcement commit together.
 */
export async function sendMessage(
  db: Database,
  userId: string,
  conversationId: string,
  input: SendMessage,
  now: Date,
): Promise<{ message: Message; created: boolean }> {
  return db.transaction(async (tx) => {
    await requireMemberWritingToLiveAccount(tx, userId, conversationId);
    const [inserted] = await tx
      .insert(messages)
      .values({
        id: input.id,
        conversationId,
        senderUserId: userId,
        body: input.body.trim(),
        createdAt: now,
      })
      .onConflictDoNothing({ target: messages.id })
      .returning();
    if (inserted) {
      // The conversation's activity time, and the sender's read marker (writing is reading:
      // the sender has seen everything up to their own message), in one statement.
      await tx.execute(sql`
        with activity as (
          update ${conversations} set ${sql.identifier(conversations.lastMessageAt.name)} = ${now.toISOString()}::timestamptz
          where ${conversations.id} = ${conversationId}
        )
        update ${conversationMembers}
        set ${sql.identifier(conversationMembers.lastReadSeq.name)} =
          greatest(${conversationMembers.lastReadSeq}, ${inserted.seq})
        where ${conversationMembers.conversationId} = ${conversationId}
          and ${conversationMembers.userId} = ${userId}`);
      return { message: toMessage(inserted, userId), created: true };
    }
    const [existing] = await tx.select().from(messages).where(eq(messages.id, input.id));
    if (
      !existing ||
      existing.senderUserId !== userId ||
      existing.conversationId !== conversationId
    ) {
      throw new HttpError(409, MESSAGE_ID_TAKEN_MESSAGE);
    }
    return { message: toMessage(existing, userId), created: false };
  });
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
    .set({ lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${newest?.seq ?? 0})` })
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
