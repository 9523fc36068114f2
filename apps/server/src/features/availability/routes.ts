import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  availabilityRequestSchema,
  availabilityResponseSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { setAvailability } from "./availability";

/** The pilot's availability switch (spec section 7). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/api/pilot/availability",
    {
      schema: {
        tags: ["pilots"],
        summary: "Set whether the signed-in pilot is available for new missions",
        body: availabilityRequestSchema,
        response: {
          200: availabilityResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request) => setAvailability(app.db, requireUser(request).user, request.body.isAvailable),
  );
};
