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
import { credentialDocumentResponse } from "./documentResponse";
import { listCredentialsForReview } from "./queue";
import { reviewCredential } from "./review";

const tags = ["admin"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The operators' verification queue (admin role only; everyone else: 404). */
export const adminCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/credentials",
    {
      schema: {
        tags,
        summary: "Credentials to verify, oldest first (status=pending), or the latest reviewed",
        querystring: adminCredentialsQuerySchema,
        response: { 200: adminCredentialsSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({
      credentials: await listCredentialsForReview(app.db, request.query.status, app.now()),
    }),
  );

  app.get(
    "/api/admin/credentials/:id/document",
    {
      schema: {
        tags,
        summary: "The document of a submitted credential (operators only)",
        params: idParamsSchema,
        response: { 200: credentialDocumentResponse, ...errors },
      },
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
      return reply.code(204).send(null);
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
      return reply.code(204).send(null);
    },
  );
};
