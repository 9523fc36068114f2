import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  flightLogParamsSchema,
  flightLogRequestSchema,
  flightLogSchema,
  flightSummarySchema,
  idParamsSchema,
  jobFlightLogsSchema,
  logbookSchema,
} from "@skyhire/shared";
import { textResponse } from "../../openapi/docOnly";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { attachmentDisposition } from "../invoices/csv";
import { logbookCsv, logbookOf } from "./logbook";
import { jobFlightLogs, jobFlightSummary } from "./readLogs";
import { createFlightLog, deleteFlightLog, replaceFlightLog } from "./writeLogs";

const tags = ["flight operations"];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The hired pilot's flight log of a job, the client's summary of it, and the pilot's logbook. */
export const flightLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/jobs/:id/flight-logs",
    {
      schema: {
        tags,
        summary: "Every flight of the job with remarks and incidents (the hired pilot only)",
        params: idParamsSchema,
        response: { 200: jobFlightLogsSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => jobFlightLogs(app.db, requireUser(request).user, request.params.id),
  );

  app.get(
    "/api/jobs/:id/flight-summary",
    {
      schema: {
        tags,
        summary:
          "The job's flights in brief: count, airtime, aircraft; no remarks (its client and hired pilot)",
        params: idParamsSchema,
        response: {
          200: flightSummarySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request) => jobFlightSummary(app.db, requireUser(request).user, request.params.id),
  );

  app.post(
    "/api/jobs/:id/flight-logs",
    {
      schema: {
        tags,
        summary: "Log a flight of the job (the hired pilot, before the delivery)",
        params: idParamsSchema,
        body: flightLogRequestSchema,
        response: { 201: flightLogSchema, ...errors, 409: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const log = await createFlightLog(app.db, user, request.params.id, request.body);
      return reply.code(201).send(log);
    },
  );

  app.put(
    "/api/jobs/:id/flight-logs/:logId",
    {
      schema: {
        tags,
        summary: "Correct a logged flight (the hired pilot, before the delivery)",
        params: flightLogParamsSchema,
        body: flightLogRequestSchema,
        response: { 200: flightLogSchema, ...errors, 409: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => {
      const { id, logId } = request.params;
      return replaceFlightLog(app.db, requireUser(request).user, id, logId, request.body);
    },
  );

  app.delete(
    "/api/jobs/:id/flight-logs/:logId",
    {
      schema: {
        tags,
        summary: "Remove a logged flight (the hired pilot, before the delivery)",
        params: flightLogParamsSchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { id, logId } = request.params;
      await deleteFlightLog(app.db, requireUser(request).user, id, logId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/logbook",
    {
      schema: {
        tags,
        summary: "The pilot's logbook: every logged flight, totals per aircraft and per month",
        response: { 200: logbookSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) => logbookOf(app.db, requireUser(request).user),
  );

  app.get(
    "/api/logbook.csv",
    {
      schema: {
        tags,
        summary: "The pilot's logbook as CSV (attachment), one row per flight",
        response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: {
        openapi: {
          responses: { 200: textResponse("Every logged flight, one row each", "text/csv") },
        },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request, reply) => {
      const csv = logbookCsv(await logbookOf(app.db, requireUser(request).user));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition("logbook", "csv", app.now()))
        .send(csv);
    },
  );
};
