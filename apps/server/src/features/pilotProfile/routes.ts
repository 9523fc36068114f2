import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  pilotExperienceRequestSchema,
  pilotImageParamsSchema,
  pilotProfileDetailSchema,
  profileImageKindParamsSchema,
  serviceAreasRequestSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireSameOriginUpload } from "../delivery/uploadGuard";
import { requireFlying } from "./access";
import { pilotProfileDetail } from "./detail";
import { updateExperience } from "./experience";
import { removeProfileImage, uploadProfileImage } from "./images";
import { replaceServiceAreas } from "./replaceServiceAreas";
import { sendPilotImage } from "./serveImage";
import { fileResponse, multipartBody, notModifiedResponse } from "../../openapi/docOnly";

const tags = ["pilot profile"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * The pilot's profile builder: the whole profile, profile and cover images, service areas and
 * experience. Every change answers the whole profile again. Basic info stays with onboarding
 * (PUT /api/profiles/pilot); equipment lives in features/equipment.
 */
export const pilotProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the image upload takes a multipart body; the rest of the API stays JSON-only.
  await app.register(fastifyMultipart);

  app.get(
    "/api/profiles/pilot/me",
    {
      schema: {
        tags,
        summary: "The signed-in pilot's whole profile: fields, images, equipment, service areas",
        response: { 200: pilotProfileDetailSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) => pilotProfileDetail(app.db, requireUser(request).user.id),
  );

  app.post(
    "/api/profiles/pilot/images/:kind",
    {
      schema: {
        tags,
        summary: "Upload or replace the profile or cover image (multipart/form-data, JPEG or PNG)",
        params: profileImageKindParamsSchema,
        response: {
          200: pilotProfileDetailSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // Multipart is not JSON: this route checks the origin itself (see delivery/uploadGuard.ts).
      config: {
        allowCrossSite: true,
        openapi: { requestBody: multipartBody("file", "One JPEG or PNG image up to 10 MB") },
      },
      onRequest: requireSameOriginUpload,
      preValidation: requireFlying,
    },
    async (request) => {
      const { user } = requireUser(request);
      await uploadProfileImage(app, request, user, request.params.kind, app.now());
      return pilotProfileDetail(app.db, user.id);
    },
  );

  app.delete(
    "/api/profiles/pilot/images/:kind",
    {
      schema: {
        tags,
        summary: "Remove the profile or cover image",
        params: profileImageKindParamsSchema,
        response: { 200: pilotProfileDetailSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) => {
      const { user } = requireUser(request);
      await removeProfileImage(app, user, request.params.kind, app.now());
      return pilotProfileDetail(app.db, user.id);
    },
  );

  app.put(
    "/api/profiles/pilot/service-areas",
    {
      schema: {
        tags,
        summary: "Replace the pilot's service areas (city and state, or ZIP, with a radius)",
        body: serviceAreasRequestSchema,
        response: { 200: pilotProfileDetailSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) => {
      const { user } = requireUser(request);
      await replaceServiceAreas(app.db, user, request.body, app.now());
      return pilotProfileDetail(app.db, user.id);
    },
  );

  app.patch(
    "/api/profiles/pilot/experience",
    {
      schema: {
        tags,
        summary: "Set flight hours and years of experience",
        body: pilotExperienceRequestSchema,
        response: { 200: pilotProfileDetailSchema, ...errors },
      },
      preValidation: requireFlying,
    },
    async (request) => {
      const { user } = requireUser(request);
      await updateExperience(app.db, user, request.body, app.now());
      return pilotProfileDetail(app.db, user.id);
    },
  );

  app.get(
    "/api/pilot-images/:id",
    {
      schema: {
        tags,
        security: [],
        summary: "A pilot's profile or cover image (public, cached for good)",
        params: pilotImageParamsSchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: {
        openapi: {
          responses: {
            200: fileResponse("The image", ["image/jpeg", "image/png"]),
            304: notModifiedResponse,
          },
        },
      },
    },
    async (request, reply) => sendPilotImage(app, request, reply, request.params.id),
  );
};
