import type { Transaction } from "../db/client";
import * as schema from "../db/schema";
import type { SeedRows } from "./rows";

/**
 * Inserts the demo conversations inside the seed's transaction. `messages.seq` is an identity
 * column, so messages go in one at a time in their given order and the read markers are set
 * from the seqs the database handed out rather than from guessed numbers.
 */
export async function insertConversations(tx: Transaction, rows: SeedRows): Promise<void> {
  if (rows.conversations.length === 0) return;
  await tx.insert(schema.conversations).values(rows.conversations);
  const seqOf = new Map<string, number>();
  for (const message of rows.messages) {
    const [inserted] = await tx
      .insert(schema.messages)
      .values(message)
      .returning({ seq: schema.messages.seq });
    seqOf.set(message.id, inserted!.seq);
  }
  await tx.insert(schema.conversationMembers).values(
    rows.conversationMembers.map(({ lastReadMessageId, ...member }) => ({
      ...member,
      lastReadSeq: lastReadMessageId === null ? 0 : seqOf.get(lastReadMessageId)!,
    })),
  );
}
