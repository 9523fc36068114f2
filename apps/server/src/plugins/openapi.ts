import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PRODUCT_NAME } from "@skyhire/shared";
import { SERVER_VERSION } from "../config/packageRoot";
import { SESSION_COOKIE_NAME } from "../features/auth/sessionCookie";
import { completeDocument } from "../openapi/completeDocument";
import {
  METRICS_SECURITY_SCHEME,
  SESSION_SECURITY_SCHEME,
  transformRoute,
} from "../openapi/routeDocument";

export const OPENAPI_JSON_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";

/**
 * OpenAPI generated from the same zod schemas that validate requests, so the docs cannot drift
 * from the code. Must be registered before the feature routes (it collects them as they register).
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        // 3.1: JSON Schema 2020-12, so a nullable field is `type: [..., "null"]`.
        openapi: "3.1.0",
        info: {
          title: `${PRODUCT_NAME} API`,
          description:
            `HTTP API of ${PRODUCT_NAME}. Errors always have the shape { message, requestId, details? }. ` +
            "Sign in with POST /api/auth/login; the answer sets the session cookie that every " +
            "operation marked with the sessionCookie scheme needs. State-changing requests must " +
            "send an Origin header of this server and a JSON body (see docs/api.md).",
          version: SERVER_VERSION,
          license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
        },
        servers: [{ url: "/", description: "This server" }],
        components: {
          securitySchemes: {
            [SESSION_SECURITY_SCHEME]: {
              type: "apiKey",
              in: "cookie",
              name: SESSION_COOKIE_NAME,
              description: `Set by signing in. Served over https the cookie is named __Host-${SESSION_COOKIE_NAME}.`,
            },
            [METRICS_SECURITY_SCHEME]: {
              type: "http",
              scheme: "bearer",
              description: "METRICS_TOKEN of the server's settings, for Prometheus scrapes.",
            },
          },
        },
      },
      transform: transformRoute,
      transformObject: (document) =>
        "openapiObject" in document
          ? completeDocument(document.openapiObject as Record<string, unknown>)
          : document.swaggerObject,
    });
    // Swagger UI ships its assets inside the package, so the docs work offline.
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
