import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { PRODUCT_NAME } from "@skyhire/shared";
import { SERVER_VERSION } from "../config/packageRoot";

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
        info: {
          title: `${PRODUCT_NAME} API`,
          description: `HTTP API of ${PRODUCT_NAME}. Errors always have the shape { message, requestId, details? }.`,
          version: SERVER_VERSION,
        },
      },
      transform: jsonSchemaTransform,
    });
    // Swagger UI ships its assets inside the package, so the docs work offline.
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
