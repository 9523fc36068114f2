import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, scheduleWeatherSchema } from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { scheduleFlightWeather } from "./flightWeather";

export const scheduleWeatherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/schedule/flight-weather",
    {
      schema: {
        tags: ["flight operations"],
        summary:
          "The pilot's planned flights of the next 7 days with the forecast at take-off and its go/marginal/no-go verdict at the planned aircraft's limits",
        response: { 200: scheduleWeatherSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) =>
      scheduleFlightWeather(app.db, app.weather, requireUser(request).user, app.now(), request.log),
  );
};
