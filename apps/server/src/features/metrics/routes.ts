import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@skyhire/shared";
import { textResponse } from "../../openapi/docOnly";
import { METRICS_SECURITY_SCHEME } from "../../openapi/routeDocument";
import { sendNotFound } from "../../plugins/errors";
import { mayReadMetrics } from "./access";

export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/metrics",
    {
      schema: {
        tags: ["operations"],
        summary: "Prometheus metrics of this instance (METRICS_TOKEN, or from this machine)",
        // The bearer token, or none from loopback when no token is configured.
        security: [{ [METRICS_SECURITY_SCHEME]: [] }, {}],
        response: { 200: z.string(), 404: apiErrorSchema },
      },
      config: {
        openapi: {
          responses: { 200: textResponse("Prometheus text exposition format 0.0.4", "text/plain") },
        },
      },
    },
    async (request, reply) => {
      const allowed = mayReadMetrics(
        app.config.metricsToken,
        request.headers.authorization,
        request.ip,
      );
      // 404, as for any unknown path: the endpoint is not advertised to outsiders.
      if (!allowed) return sendNotFound(request, reply);
      const { registry } = app.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
};
