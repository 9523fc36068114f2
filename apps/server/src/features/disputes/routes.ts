import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  disputeListSchema,
  disputeSchema,
  idParamsSchema,
  openDisputeRequestSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { listJobDisputes } from "./list";
import { openDispute } from "./open";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Disputes as the job's parties open and follow them; operators resolve them in admin/. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/jobs/:id/disputes",
    {
      schema: {
        tags: ["disputes"],
        summary:
          "The client or the hired pilot opens a dispute (in_progress or ready_for_review → disputed)",
        params: idParamsSchema,
        body: openDisputeRequestSchema,
        response: { 201: disputeSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const dispute = await openDispute(
        app.db,
        requireUser(request).user,
        request.params.id,
        request.body.reason,
        app.now(),
      );
      return reply.code(201).send(dispute);
    },
  );

  app.get(
    "/api/jobs/:id/disputes",
    {
      schema: {
        tags: ["disputes"],
        summary: "The job's disputes, newest first",
        params: idParamsSchema,
        response: { 200: disputeListSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listJobDisputes(app.db, requireUser(request).user, request.params.id),
  );
};
