import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  applicationRequestSchema,
  applicationSchema,
  counterOfferRequestSchema,
  counterResponseRequestSchema,
  idParamsSchema,
  pilotProfileParamsSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { requireCapability } from "../jobs/access";
import { applyToJob, editApplication, withdrawApplication } from "./apply";
import { counterOffer, respondToCounter } from "./counter";
import { rejectApplication } from "./hire";
import { listJobApplications, listPilotApplications } from "./lists";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ["applications"];
const applicationList = z.array(applicationSchema);

/**
 * Applications: pilots apply with a quote, edit, withdraw and answer counter-offers; the job's
 * client compares, counters and rejects. Hiring goes through checkout (POST /api/checkout with
 * the application id, then pay): the job is assigned only once the payment is in escrow. Pilot actions need canFly, client actions
 * canHire (403); a row the caller may not touch is a 404.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/jobs/:id/applications",
    {
      schema: {
        tags,
        summary: "Apply to an open job with a quote, a proposed date and a message",
        params: idParamsSchema,
        body: applicationRequestSchema,
        response: { 201: applicationSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const application = await applyToJob(
        app.db,
        user,
        request.params.id,
        request.body,
        app.now(),
      );
      return reply.code(201).send(application);
    },
  );

  app.get(
    "/api/jobs/:id/applications",
    {
      schema: {
        tags,
        summary: "The applications to one of the caller's jobs, with each applicant's summary",
        params: idParamsSchema,
        response: { 200: applicationList, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      listJobApplications(app.db, requireUser(request).user, request.params.id, app.now()),
  );

  app.get(
    "/api/applications/pilot/:profileId",
    {
      schema: {
        tags,
        summary: "The caller's own applications (their pilot profile id) with their jobs",
        params: pilotProfileParamsSchema,
        response: { 200: applicationList, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      listPilotApplications(app.db, requireUser(request).user, request.params.profileId),
  );

  app.patch(
    "/api/applications/:id",
    {
      schema: {
        tags,
        summary: "Edit the caller's pending application",
        params: idParamsSchema,
        body: applicationRequestSchema,
        response: { 200: applicationSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) =>
      editApplication(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body,
        app.now(),
      ),
  );

  app.post(
    "/api/applications/:id/withdraw",
    {
      schema: {
        tags,
        summary: "Withdraw the caller's pending application",
        params: idParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) =>
      withdrawApplication(app.db, requireUser(request).user, request.params.id, app.now()),
  );

  app.post(
    "/api/applications/:id/counter",
    {
      schema: {
        tags,
        summary: "Counter-offer a price and/or a date on an application to the caller's job",
        params: idParamsSchema,
        body: counterOfferRequestSchema,
        response: { 200: applicationSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      counterOffer(app.db, requireUser(request).user, request.params.id, request.body, app.now()),
  );

  app.post(
    "/api/applications/:id/counter/respond",
    {
      schema: {
        tags,
        summary: "Accept or decline the client's counter-offer on the caller's application",
        params: idParamsSchema,
        body: counterResponseRequestSchema,
        response: { 200: applicationSchema, ...errors },
      },
      preValidation: requireCapability("canFly"),
    },
    async (request) =>
      respondToCounter(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body.accept,
        app.now(),
      ),
  );

  app.post(
    "/api/applications/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject a pending application to the caller's job",
        params: idParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
      preValidation: requireCapability("canHire"),
    },
    async (request) =>
      rejectApplication(app.db, requireUser(request).user, request.params.id, app.now()),
  );
};
