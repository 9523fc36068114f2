import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  idParamsSchema,
  propertyRequestSchema,
  propertySchema,
  propertySummarySchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireHiring } from "./access";
import { createProperty, deleteProperty, listProperties, updateProperty } from "./properties";
import { propertySummary } from "./summary";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["properties"];

/** A client's properties (recurring sites) and the summary of the jobs at them. */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/properties",
    {
      schema: {
        tags,
        summary: "The signed-in client's properties, each with its jobs",
        response: { 200: z.array(propertySchema), ...errors },
      },
      preValidation: requireHiring,
    },
    async (request) => listProperties(app.db, requireUser(request).user.id),
  );

  app.get(
    "/api/properties/summary",
    {
      schema: {
        tags,
        summary: "Counts over the signed-in client's properties and the jobs at them",
        description:
          "total: properties; pending: jobs open or assigned; in_progress: being flown; " +
          "ready: ready_for_review; completed: completed. Cancelled and disputed jobs count in none.",
        response: { 200: propertySummarySchema, ...errors },
      },
      preValidation: requireHiring,
    },
    async (request) => propertySummary(app.db, requireUser(request).user.id),
  );

  app.post(
    "/api/properties",
    {
      schema: {
        tags,
        summary: "Add a property (needs a client profile)",
        body: propertyRequestSchema,
        response: { 201: propertySchema, ...errors },
      },
      preValidation: requireHiring,
    },
    async (request, reply) => {
      const property = await createProperty(app.db, requireUser(request).user.id, request.body);
      return reply.code(201).send(property);
    },
  );

  app.patch(
    "/api/properties/:id",
    {
      schema: {
        tags,
        summary: "Change some of a property's fields (null or empty clears an optional one)",
        params: idParamsSchema,
        body: propertyRequestSchema.partial(),
        response: { 200: propertySchema, 404: apiErrorSchema, ...errors },
      },
      preValidation: requireHiring,
    },
    async (request) =>
      updateProperty(app.db, requireUser(request).user.id, request.params.id, request.body),
  );

  app.delete(
    "/api/properties/:id",
    {
      schema: {
        tags,
        summary: "Delete a property; its jobs stay, no longer linked to it",
        params: idParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
      preValidation: requireHiring,
    },
    async (request, reply) => {
      await deleteProperty(app.db, requireUser(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
