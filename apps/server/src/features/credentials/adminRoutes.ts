import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCredentialsQuerySchema,
  adminCredentialsSchema,
  apiErrorSchema,
  idParamsSchema,
  rejectCredentialRequestSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireAdmin } from "../admin/access";
import { sendCredentialDocument } from "./document";
import { credentialDocumentOpenApi } from "./documentResponse";
import { listCredentialsForReview } from "./queue";
import { reviewCredential } from "./review";

const tags = ["admin"];
const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** A decision may also be refused: own credential (403), already decided (409). */
const errors = { ...readErrors, 403: apiErrorSchema, 409: apiErrorSchema };

/** 204 with no body at all (a serialized `null` would still carry a JSON content type). */
const noContent = (reply: FastifyReply) => reply.code(204).send(undefined as never);

/** The operators' verification queue (admin role only; everyone else: 404). */
export const adminCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/credentials",
    {
      schema: {
        tags,
        summary:
          "Credentials to verify, oldest first (status=pending), or reviewed ones latest first; paged, by pilot",
        querystring: adminCredentialsQuerySchema,
        response: { 200: adminCredentialsSchema, ...readErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listCredentialsForReview(app.db, request.query, app.now()),
  );

  app.get(
    "/api/admin/credentials/:id/document",
    {
      schema: {
        tags,
        summary: "The document of a submitted credential (operators only)",
        params: idParamsSchema,
        response: readErrors,
      },
      config: { openapi: credentialDocumentOpenApi },
      onRequest: requireAdmin,
    },
    async (request, reply) =>
      sendCredentialDocument(app, reply, requireUser(request).user, request.params.id),
  );

  app.post(
    "/api/admin/credentials/:id/approve",
    {
      schema: {
        tags,
        summary: "Verify a pending credential; the pilot is told in-app, by push and by email",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await reviewCredential(app, user, request.params.id, { approved: true }, app.now());
      return noContent(reply);
    },
  );

  app.post(
    "/api/admin/credentials/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a pending credential with a reason the pilot is told",
        params: idParamsSchema,
        body: rejectCredentialRequestSchema,
        response: { 204: z.null(), ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await reviewCredential(
        app,
        user,
        request.params.id,
        { approved: false, reason: request.body.reason },
        app.now(),
      );
      return noContent(reply);
    },
  );
};
