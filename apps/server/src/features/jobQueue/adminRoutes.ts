import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminBackgroundJobRetrySchema,
  adminBackgroundJobsQuerySchema,
  adminBackgroundJobsSchema,
  apiErrorSchema,
  idParamsSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { requireAdmin } from "../admin/access";
import { listFailedJobs, retryFailedJob } from "./failedJobs";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The operator area's background jobs: what gave up after its retries, and a retry button.
 * Admin role only; anyone else gets the 404 of an unknown path (requireAdmin), signed out 401.
 */
export const adminBackgroundJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/background-jobs",
    {
      schema: {
        tags: ["admin"],
        summary: "Background jobs that failed after their retries, newest first (operators only)",
        querystring: adminBackgroundJobsQuerySchema,
        response: { 200: adminBackgroundJobsSchema, ...errors },
      },
      onRequest: requireAdmin,
    },
    async () => {
      if (!app.jobQueue) return { running: false, jobs: [] };
      return { running: true, jobs: await listFailedJobs(app.db) };
    },
  );

  app.post(
    "/api/admin/background-jobs/:id/retry",
    {
      schema: {
        tags: ["admin"],
        summary: "Run a failed background job once more (operators only)",
        params: idParamsSchema,
        response: { 200: adminBackgroundJobRetrySchema, ...errors, 409: apiErrorSchema },
      },
      onRequest: requireAdmin,
    },
    async (request) =>
      retryFailedJob(app.db, app.jobQueue, request.params.id, {
        userId: requireUser(request).user.id,
        now: app.now(),
      }),
  );
};
