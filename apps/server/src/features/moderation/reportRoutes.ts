import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, createReportRequestSchema, reportReceiptSchema } from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { createReport } from "./createReport";

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/reports",
    {
      schema: {
        tags: ["reports"],
        summary:
          "Report a job, a pilot profile, a client or a message to the operators (one open report per target)",
        body: createReportRequestSchema,
        response: {
          201: reportReceiptSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const receipt = await createReport(
        app.db,
        requireUser(request).user,
        request.body,
        app.now(),
      );
      return reply.code(201).send(receipt);
    },
  );
};
