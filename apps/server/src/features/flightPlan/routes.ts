import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  airspaceAuthorizationListSchema,
  airspaceAuthorizationRequestSchema,
  airspaceAuthorizationSchema,
  apiErrorSchema,
  idParamsSchema,
  plannedFlightRequestSchema,
  plannedFlightSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { listAuthorizations, recordAuthorization } from "./authorizations";
import { confirmPlannedFlight } from "./plannedFlight";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const flightPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/api/jobs/:id/planned-flight",
    {
      schema: {
        tags: ["flight operations"],
        summary:
          "The hired pilot confirms the planned flight time: inside the mission window, and at night only with night eligibility and a lit aircraft (14 CFR 107.29)",
        params: idParamsSchema,
        body: plannedFlightRequestSchema,
        response: { 200: plannedFlightSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      confirmPlannedFlight(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  app.get(
    "/api/jobs/:id/airspace-authorizations",
    {
      schema: {
        tags: ["flight operations"],
        summary:
          "The airspace authorizations the hired pilot recorded for the job (the job's client and hired pilot)",
        params: idParamsSchema,
        response: {
          200: airspaceAuthorizationListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listAuthorizations(app.db, requireUser(request).user, request.params.id),
  );

  app.post(
    "/api/jobs/:id/airspace-authorizations",
    {
      schema: {
        tags: ["flight operations"],
        summary:
          "The hired pilot records an airspace authorization they hold (LAANC or FAA DroneZone, ceiling at most 400 ft AGL)",
        params: idParamsSchema,
        body: airspaceAuthorizationRequestSchema,
        response: { 201: airspaceAuthorizationSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const recorded = await recordAuthorization(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body,
        app.now(),
      );
      return reply.code(201).send(recorded);
    },
  );
};
