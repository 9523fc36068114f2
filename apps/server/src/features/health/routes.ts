import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "@skyhire/shared";
import { SERVER_VERSION } from "../../config/packageRoot";
import type { DatabaseHandle } from "../../db/client";
import { checkReadiness } from "./health";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  // Liveness: the process is up and serving. No database round-trip, so an orchestrator or a
  // load test polling it measures the server, and a database outage does not get healthy app
  // processes restarted (restarting cannot fix the database).
  const alive = { status: "ok", database: database.kind, version: SERVER_VERSION } as const;
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        security: [],
        summary: "Liveness: the process is up (no database round-trip)",
        response: { 200: healthResponseSchema },
      },
    },
    async () => alive,
  );

  // Readiness: may this instance take traffic? Only once the database really answered.
  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["health"],
        security: [],
        summary: "Readiness: the database answered a query",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const { health, error } = await checkReadiness(database, SERVER_VERSION);
      if (error) request.log.error({ err: error }, "Readiness check: database did not answer");
      return reply.code(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
