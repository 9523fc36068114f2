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
  // processes restarted (restarting cannot fix the database). The answer never changes, so it
  // is checked against its schema and serialized once here, not on every request; 55 bytes are
  // not worth the compression hooks either. Every other hook (security headers, request id,
  // metrics) still runs.
  const alive = JSON.stringify(
    healthResponseSchema.parse({ status: "ok", database: database.kind, version: SERVER_VERSION }),
  );
  app.get(
    "/api/health",
    {
      compress: false,
      decompress: false,
      schema: {
        tags: ["health"],
        security: [],
        summary: "Liveness: the process is up (no database round-trip)",
        response: { 200: healthResponseSchema },
      },
    },
    // A string with a JSON content type goes out as it is (Fastify serializes only objects).
    async (_request, reply) => reply.type("application/json; charset=utf-8").send(alive as never),
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
