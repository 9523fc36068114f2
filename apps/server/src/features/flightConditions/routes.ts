import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, flightConditionsSchema, idParamsSchema } from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { flightConditions } from "./conditions";

export const flightConditionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/jobs/:id/flight-conditions",
    {
      schema: {
        tags: ["flight operations"],
        summary:
          "Advisory flight conditions at the job site: airports within 5 statute miles, civil twilight on the job's date, the forecast and its go/no-go verdict (the job's client and hired pilot)",
        params: idParamsSchema,
        response: {
          200: flightConditionsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      flightConditions(
        app.db,
        app.weather,
        requireUser(request).user,
        request.params.id,
        app.now(),
        request.log,
      ),
  );
};
