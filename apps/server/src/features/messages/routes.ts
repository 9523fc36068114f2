import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  conversationIdParamsSchema,
  conversationListSchema,
  conversationReadSchema,
  conversationSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageSchema,
  startConversationSchema,
  unreadMessagesCountSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import {
  getConversation,
  listConversations,
  startConversation,
  unreadMessagesTotal,
} from "./conversations";
import { listMessages, markConversationRead } from "./messages";
import { sendMessage } from "./sendMessage";

/** Enough for a brisk conversation, too few for a script flooding someone's inbox. */
export const MESSAGE_SEND_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Conversations between a client and a pilot, and their messages; participants only. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/conversations",
    {
      schema: {
        tags: ["messages"],
        summary: "The signed-in user's conversations, newest activity first",
        response: { 200: conversationListSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listConversations(app.db, requireUser(request).user.id),
  );

  app.get(
    "/api/conversations/unread-count",
    {
      schema: {
        tags: ["messages"],
        summary: "How many messages the signed-in user has not read",
        response: { 200: unreadMessagesCountSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => ({ count: await unreadMessagesTotal(app.db, requireUser(request).user.id) }),
  );

  app.post(
    "/api/conversations",
    {
      schema: {
        tags: ["messages"],
        summary: "Start (or reuse) a conversation with a pilot, or about a job",
        body: startConversationSchema,
        response: {
          200: conversationSchema,
          201: conversationSchema,
          403: apiErrorSchema,
          ...errors,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { conversation, created } = await startConversation(
        app.db,
        user,
        request.body,
        app.now(),
      );
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    "/api/conversations/:id",
    {
      schema: {
        tags: ["messages"],
        summary: "One of the signed-in user's conversations",
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => getConversation(app.db, requireUser(request).user.id, request.params.id),
  );

  app.get(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "A conversation's messages, newest page first (cursor: before)",
        params: conversationIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      listMessages(app.db, requireUser(request).user.id, request.params.id, request.query),
  );

  app.post(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "Send a message; the same id again returns the first send",
        params: conversationIdParamsSchema,
        body: sendMessageSchema,
        response: {
          200: messageSchema,
          201: messageSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const sent = await sendMessage(app.db, user.id, request.params.id, request.body, app.now(), {
        key: `message-send:user:${user.id}`,
        rule: MESSAGE_SEND_RATE_LIMIT,
      });
      if ("refused" in sent) {
        const seconds = sent.refused.retryAfterSeconds;
        reply.header("retry-after", String(seconds));
        throw new HttpError(
          429,
          `You're sending messages too quickly. Try again in ${seconds} seconds.`,
        );
      }
      const { message, created } = sent;
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  app.post(
    "/api/conversations/:id/read",
    {
      schema: {
        tags: ["messages"],
        summary: "Mark a conversation read up to its newest message",
        params: conversationIdParamsSchema,
        response: { 200: conversationReadSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      markConversationRead(app.db, requireUser(request).user.id, request.params.id),
  );
};
