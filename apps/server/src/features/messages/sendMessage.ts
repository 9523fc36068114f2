import { eq } from "drizzle-orm";
import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_ID_TAKEN_MESSAGE,
  RECIPIENT_DELETED_MESSAGE,
  type Message,
  type SendMessage,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { messages } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import {
  rateLimitAttempt,
  type RateLimitDecision,
  type RateLimitRule,
} from "../rateLimit/rateLimit";
import { announceAfterCommit } from "../realtime/announce";
import { isUuid } from "./conversations";
import { toMessage } from "./messages";
import { sendStatement, type SendRow } from "./sendStatement";

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
  const attempt = rateLimitAttempt(rateLimit.key, rateLimit.rule, now);
  const [row] = await sendStatement<SendRow>(
    db,
    {},
    { conversationId, userId, id: input.id, body, now: now.toISOString(), ...attempt.values },
  );
  if (!row) throw new Error("the send statement returned no row");
  const decision = await attempt.settle(db, row);
  // The statement decided (and stored nothing when refused); `decide` gives the same answer
  // from the same counts, with the refusal's Retry-After.
  if (!row.allowed) return { refused: decision };
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
