import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  crmClientDetailSchema,
  crmClientListSchema,
  crmClientsQuerySchema,
  crmDetailsRequestSchema,
  crmDetailsSchema,
  crmNoteRequestSchema,
  crmNoteSchema,
  idParamsSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { crmClientDetail } from "./clientDetail";
import { listCrmClients } from "./clientList";
import { addNote, deleteNote, editNote, saveDetails } from "./notes";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const notFound = { 404: apiErrorSchema };
const tags = ["crm"];

/**
 * The pilot's client CRM: relationships derived from jobs, applications, invitations, the
 * ledger and ratings, plus the pilot's private notes, tags and follow-up day. Needs canFly;
 * another pilot's notes, or a client the pilot has no relation with, answer 404.
 */
export const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  const preValidation = requireCapability("canFly");

  app.get(
    "/api/crm/clients",
    {
      schema: {
        tags,
        summary: "Every client the pilot has worked with, applied to or been invited by",
        querystring: crmClientsQuerySchema,
        response: { 200: crmClientListSchema, ...errors },
      },
      preValidation,
    },
    async (request) => listCrmClients(app.db, requireUser(request).user, request.query),
  );

  app.get(
    "/api/crm/clients/:id",
    {
      schema: {
        tags,
        summary: "One client: the relationship, the job history and the pilot's notes",
        params: idParamsSchema,
        response: { 200: crmClientDetailSchema, ...notFound, ...errors },
      },
      preValidation,
    },
    async (request) => crmClientDetail(app.db, requireUser(request).user, request.params.id),
  );

  app.post(
    "/api/crm/clients/:id/notes",
    {
      schema: {
        tags,
        summary: "Add a private note about the client",
        params: idParamsSchema,
        body: crmNoteRequestSchema,
        response: { 201: crmNoteSchema, ...notFound, ...errors },
      },
      preValidation,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const note = await addNote(app.db, user, request.params.id, request.body, app.now());
      return reply.code(201).send(note);
    },
  );

  app.put(
    "/api/crm/clients/:id/details",
    {
      schema: {
        tags,
        summary: "Replace the client's tags and follow-up day",
        params: idParamsSchema,
        body: crmDetailsRequestSchema,
        response: { 200: crmDetailsSchema, ...notFound, ...errors },
      },
      preValidation,
    },
    async (request) =>
      saveDetails(app.db, requireUser(request).user, request.params.id, request.body, app.now()),
  );

  app.patch(
    "/api/crm/notes/:id",
    {
      schema: {
        tags,
        summary: "Change one of the pilot's notes",
        params: idParamsSchema,
        body: crmNoteRequestSchema,
        response: { 200: crmNoteSchema, ...notFound, ...errors },
      },
      preValidation,
    },
    async (request) =>
      editNote(app.db, requireUser(request).user, request.params.id, request.body, app.now()),
  );

  app.delete(
    "/api/crm/notes/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the pilot's notes",
        params: idParamsSchema,
        response: { 204: z.null(), ...notFound, ...errors },
      },
      preValidation,
    },
    async (request, reply) => {
      await deleteNote(app.db, requireUser(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
