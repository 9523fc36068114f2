import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  clientPageSchema,
  clientSearchQuerySchema,
  clientSearchResponseSchema,
  idParamsSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { clientPage } from "./clientPage";
import { searchClients } from "./search";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["clients"];

/** Client search for pilots (spec: Find Clients needs signed in plus canFly). */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const preValidation = requireCapability("canFly");

  app.get(
    "/api/clients",
    {
      schema: {
        tags,
        summary: "Clients who hire: search by words, industry, service and place, paged",
        description:
          "location is 'City, ST' or a ZIP code: clients with a job within radius miles " +
          "(default 50) or based in that city. No emails, phones or addresses.",
        querystring: clientSearchQuerySchema,
        response: { 200: clientSearchResponseSchema, ...errors },
      },
      preValidation,
    },
    async (request) => searchClients(app.db, requireUser(request).user, request.query, app.now()),
  );

  app.get(
    "/api/clients/:id",
    {
      schema: {
        tags,
        summary: "A client's public page for pilots, with their open jobs",
        params: idParamsSchema,
        response: { 200: clientPageSchema, 404: apiErrorSchema, ...errors },
      },
      preValidation,
    },
    async (request) => clientPage(app.db, requireUser(request).user, request.params.id, app.now()),
  );
};
