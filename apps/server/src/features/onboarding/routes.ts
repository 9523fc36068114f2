import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  capabilitiesRequestSchema,
  clientProfileRequestSchema,
  currentUserResponseSchema,
  pilotProfileRequestSchema,
} from "@skyhire/shared";
import type { FastifyRequest } from "fastify";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { currentUserResponse } from "../auth/currentUser";
import {
  CLIENT_CAPABILITY_REQUIRED_MESSAGE,
  PILOT_CAPABILITY_REQUIRED_MESSAGE,
  setCapabilities,
  upsertClientProfile,
  upsertPilotProfile,
} from "./onboarding";

/** 401, then 403, before the body is validated: no point correcting a form one may not send. */
function requireCapability(capability: "canFly" | "canHire") {
  return async (request: FastifyRequest) => {
    const { user } = requireUser(request);
    if (!user[capability]) {
      throw new HttpError(
        403,
        capability === "canFly"
          ? PILOT_CAPABILITY_REQUIRED_MESSAGE
          : CLIENT_CAPABILITY_REQUIRED_MESSAGE,
      );
    }
  };
}

const responses = {
  200: currentUserResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
};

/** Onboarding and settings: capabilities, and the caller's own pilot and client profiles. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/api/me/capabilities",
    {
      schema: {
        tags: ["onboarding"],
        summary: "Set whether the signed-in user flies missions, hires pilots, or both",
        body: capabilitiesRequestSchema,
        response: responses,
      },
      preValidation: requireSignedIn,
    },
    async (request) => {
      const { user } = requireUser(request);
      await setCapabilities(app.db, user, request.body);
      return currentUserResponse(app.db, user.id);
    },
  );

  app.put(
    "/api/profiles/pilot",
    {
      schema: {
        tags: ["onboarding"],
        summary: "Create or update the signed-in user's pilot profile (needs canFly)",
        body: pilotProfileRequestSchema,
        response: responses,
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) => {
      const { user } = requireUser(request);
      await upsertPilotProfile(app.db, user, request.body);
      return currentUserResponse(app.db, user.id);
    },
  );

  app.put(
    "/api/profiles/client",
    {
      schema: {
        tags: ["onboarding"],
        summary: "Create or update the signed-in user's client profile (needs canHire)",
        body: clientProfileRequestSchema,
        response: responses,
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) => {
      const { user } = requireUser(request);
      await upsertClientProfile(app.db, user, request.body);
      return currentUserResponse(app.db, user.id);
    },
  );
};
