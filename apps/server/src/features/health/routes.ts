import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "@skyhire/shared";
import { SERVER_VERSION } from "../../config/packageRoot";
import type { DatabaseHandle } from "../../db/client";
import { checkHealth } from "./health";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        security: [],
        summary: "Liveness and database reachability",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const { health, error } = await checkHealth(database, SERVER_VERSION);
      if (error) request.log.error({ err: error }, "Health check: database did not answer");
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
