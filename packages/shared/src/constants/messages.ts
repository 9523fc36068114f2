// Messages' limits and answers, kept apart from the zod schemas of schemas/messages.ts, so the
// composer's length limit loads no schema code (issue 19, section 3).

export const MESSAGE_MAX_LENGTH = 5000;
/** Messages per page of GET /api/conversations/{id}/messages unless `limit` says otherwise. */
export const MESSAGES_DEFAULT_PAGE_SIZE = 30;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** How much of the last message the conversation list shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;

export const CONVERSATION_NOT_FOUND_MESSAGE = "Conversation not found";
export const MESSAGE_EMPTY_MESSAGE = "Write a message first";
export const MESSAGE_TOO_LONG_MESSAGE = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`;
export const MESSAGE_ID_TAKEN_MESSAGE = "This message id is already used by another message";
export const RECIPIENT_DELETED_MESSAGE =
  "This person deleted their account, so your message can't reach them";
export const OWN_CONVERSATION_MESSAGE = "You can't start a conversation with yourself";
export const CONVERSATION_PARTY_REQUIRED_MESSAGE =
  "Choose the pilot to talk to about this job (one who applied or was hired)";
