import { sql } from "drizzle-orm";
import type { AccountDataExport } from "@skyhire/shared";
import type { Database } from "../../db/client";

type ExportedConversation = AccountDataExport["conversations"][number];

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Every conversation the user is a member of, with every message in it (theirs and the other
 * person's), oldest first. Membership is the only way in: conversation_members of this user.
 */
export async function exportConversations(
  db: Database,
  userId: string,
): Promise<ExportedConversation[]> {
  const result = await db.execute<{
    conversation_id: string;
    job_id: string | null;
    other_first: string;
    other_last: string;
    message_id: string | null;
    sender_user_id: string | null;
    sender_first: string | null;
    sender_last: string | null;
    body: string | null;
    created_at: Date | string | null;
  }>(sql`
    select c.id as conversation_id, c.job_id,
      ou.first_name as other_first, ou.last_name as other_last,
      m.id as message_id, m.sender_user_id, su.first_name as sender_first,
      su.last_name as sender_last, m.body, m.created_at
    from conversation_members me
    join conversations c on c.id = me.conversation_id
    join conversation_members other on other.conversation_id = c.id and other.user_id <> me.user_id
    join users ou on ou.id = other.user_id
    left join messages m on m.conversation_id = c.id
    left join users su on su.id = m.sender_user_id
    where me.user_id = ${userId}
    order by c.created_at, c.id, m.seq
  `);
  const byId = new Map<string, ExportedConversation>();
  for (const row of result.rows) {
    let conversation = byId.get(row.conversation_id);
    if (!conversation) {
      conversation = {
        id: row.conversation_id,
        jobId: row.job_id,
        withName: nameOf(row.other_first, row.other_last),
        messages: [],
      };
      byId.set(row.conversation_id, conversation);
    }
    if (row.message_id && row.created_at) {
      conversation.messages.push({
        id: row.message_id,
        mine: row.sender_user_id === userId,
        senderName: nameOf(row.sender_first ?? "", row.sender_last ?? ""),
        body: row.body ?? "",
        sentAt: new Date(row.created_at).toISOString(),
      });
    }
  }
  return [...byId.values()];
}
