import { z } from "zod";
import { apiErrorSchema } from "@skyhire/shared";

type JsonObject = Record<string, unknown>;
type Operation = { responses?: Record<string, unknown> } & JsonObject;

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

export const API_ERROR_SCHEMA_NAME = "ApiError";

const errorResponse = (description: string) => ({
  description,
  content: {
    "application/json": { schema: { $ref: `#/components/schemas/${API_ERROR_SCHEMA_NAME}` } },
  },
});

/**
 * What the whole document needs once every route is in: the one error shape on every 4xx and
 * 5xx an operation does not spell out itself (a 400 from validation, a 401 signed out, a 404 of
 * someone else's row, a 413 or a 429 can reach any route), and the `ApiError` schema they name.
 */
export function completeDocument(document: JsonObject): JsonObject {
  const components = (document.components as JsonObject | undefined) ?? {};
  const schemas = (components.schemas as JsonObject | undefined) ?? {};
  schemas[API_ERROR_SCHEMA_NAME] = z.toJSONSchema(apiErrorSchema, { target: "draft-2020-12" });
  delete (schemas[API_ERROR_SCHEMA_NAME] as JsonObject).$schema;
  document.components = { ...components, schemas };

  for (const pathItem of Object.values((document.paths as JsonObject | undefined) ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = (pathItem as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const responses = (operation.responses ??= {});
      responses["4XX"] ??= errorResponse(
        "Refused: `{ message, requestId, details? }` (400 invalid input, 401 signed out, " +
          "403 not allowed, 404 not found or not yours, 409 conflict, 413 too large, 429 slow down)",
      );
      responses["5XX"] ??= errorResponse("Server error: `{ message, requestId }`");
    }
  }
  return document;
}
