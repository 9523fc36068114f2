import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminDisputeDetailSchema,
  adminDisputesPageSchema,
  adminDisputesQuerySchema,
  apiErrorSchema,
  idParamsSchema,
  resolveDisputeRequestSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireAdmin } from "./access";
import { disputeDetail } from "./disputeDetail";
import { listDisputes } from "./disputeList";
import { resolveDispute } from "./resolve";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The operator area's disputes: users with the admin role only (everyone else: 404). */
export const adminDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/disputes",
    {
      schema: {
        tags: ["admin"],
        summary: "Disputes, open ones first (operators only)",
        querystring: adminDisputesQuerySchema,
        response: { 200: adminDisputesPageSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => listDisputes(app.db, request.query),
  );

  app.get(
    "/api/admin/disputes/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "One dispute with its job, parties, money, files, evidence and history",
        params: idParamsSchema,
        response: { 200: adminDisputeDetailSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async (request) => disputeDetail(app.db, request.params.id),
  );

  app.post(
    "/api/admin/disputes/:id/resolve",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Resolve a dispute by splitting the escrow (payout > 0 completes the job, 0 cancels it); needs an Idempotency-Key header",
        params: idParamsSchema,
        body: resolveDisputeRequestSchema,
        response: { 200: adminDisputeDetailSchema, ...errors, 422: apiErrorSchema },
      },
      config: { idempotency: true },
      onRequest: requireAdmin,
    },
    async (request) =>
      resolveDispute(app.db, requireUser(request).user, request.params.id, request.body, app.now()),
  );
};
