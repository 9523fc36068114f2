import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  credentialKindParamsSchema,
  idParamsSchema,
  myCredentialsSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireSameOriginUpload } from "../delivery/uploadGuard";
import { requireFlying } from "../pilotProfile/access";
import { sendCredentialDocument } from "./document";
import { credentialDocumentResponse, SUBMISSION_DESCRIPTION } from "./documentResponse";
import { myCredentials } from "./mine";
import { submitCredential } from "./submit";

const tags = ["credentials"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The pilot's own credentials: Part 107 certificate and certificate of insurance. */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart);

  app.get(
    "/api/credentials",
    {
      schema: {
        tags,
        summary:
          "The signed-in pilot's credentials with their states, and their fleet's registrations",
        response: { 200: myCredentialsSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) => myCredentials(app.db, requireUser(request).user.id, app.now()),
  );

  app.post(
    "/api/credentials/:kind",
    {
      schema: {
        tags,
        summary: "Submit or replace a credential with its document; it goes to pending review",
        description: SUBMISSION_DESCRIPTION,
        consumes: ["multipart/form-data"],
        params: credentialKindParamsSchema,
        response: {
          200: myCredentialsSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // Multipart is not JSON: this route checks the origin itself (see delivery/uploadGuard.ts).
      config: { allowCrossSite: true },
      onRequest: requireSameOriginUpload,
      preValidation: requireFlying,
    },
    async (request) => {
      const { user } = requireUser(request);
      await submitCredential(app, request, user, request.params.kind, app.now());
      return myCredentials(app.db, user.id, app.now());
    },
  );

  app.get(
    "/api/credentials/:id/document",
    {
      schema: {
        tags,
        summary: "The document of one of the signed-in pilot's credentials",
        params: idParamsSchema,
        response: { 200: credentialDocumentResponse, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request, reply) =>
      sendCredentialDocument(app, reply, requireUser(request).user, request.params.id),
  );
};
