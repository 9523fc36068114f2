import { z } from "zod";
import { storableText } from "./storableText";
import {
  MESSAGES_MAX_PAGE_SIZE,
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
} from "../constants/messages";

/**
 * POST /api/conversations: with a pilot (from their public profile, the caller hires), or about
 * a job (the job's client names the applicant or hired pilot; a pilot names nobody: the other
 * party is the job's client).
 */
export const startConversationSchema = z
  .object({
    pilotProfileId: z.uuid().optional(),
    jobId: z.uuid().optional(),
  })
  .refine((v) => v.pilotProfileId !== undefined || v.jobId !== undefined, {
    message: "Give a pilotProfileId, a jobId or both",
    path: ["pilotProfileId"],
  });
export type StartConversation = z.infer<typeof startConversationSchema>;

export const conversationIdParamsSchema = z.object({ id: storableText().min(1).max(100) });

/** The person on the other side of a conversation. */
export const conversationPartySchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their side in this conversation. */
  role: z.enum(["pilot", "client"]),
  /** Their public profile when they are the pilot. */
  pilotProfileId: z.string().nullable(),
  /** They deleted their account: the thread stays readable, but nothing more can be sent. */
  accountDeleted: z.boolean(),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

/** One conversation of the signed-in user, as the list and the thread header show it. */
export const conversationSchema = z.object({
  id: z.string(),
  other: conversationPartySchema,
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  lastMessage: z
    .object({
      preview: z.string(),
      mine: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Messages from the other party after the caller's read marker. */
  unread: z.number().int(),
  /** Sequence number of the last message the other party has read (0: none). */
  otherReadSeq: z.number().int(),
  /** The last message's time, or the creation time of a conversation without messages. */
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: newest activity first. */
export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  /** Unread messages over all of them. */
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** GET /api/conversations/unread-count: the navigation badge. */
export const unreadMessagesCountSchema = z.object({ count: z.number().int() });
export type UnreadMessagesCount = z.infer<typeof unreadMessagesCountSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Increases with every message on the server: the order and the read markers use it. */
  seq: z.number().int(),
  senderId: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/conversations/{id}/messages: `before` is the `seq` cursor of an older page. */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_MAX_PAGE_SIZE).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/**
 * One page, oldest first within it; pages go from the newest backwards. `nextBefore` asks for
 * the page before this one, null at the start of the conversation.
 */
export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  nextBefore: z.number().int().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/**
 * POST /api/conversations/{id}/messages. `id` is made by the sender's browser, so a retried
 * send finds its first attempt instead of posting twice.
 */
export const sendMessageSchema = z.object({
  id: z.uuid(),
  /** Stored trimmed; the browser trims before sending, so the limit counts what is kept. */
  body: storableText()
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE)
    .refine((s) => s.trim().length > 0, MESSAGE_EMPTY_MESSAGE),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** POST /api/conversations/{id}/read: the caller's marker now stands at the newest message. */
export const conversationReadSchema = z.object({
  readSeq: z.number().int(),
  /** The caller's unread messages over every conversation after this. */
  unreadTotal: z.number().int(),
});
export type ConversationRead = z.infer<typeof conversationReadSchema>;
