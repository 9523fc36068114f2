/**
 * Answers and bodies that are not JSON (files, images, redirects, CSV, multipart uploads) are
 * not validated or serialized by zod, so a route describes them for the document only, in its
 * `config.openapi`; `transformRoute` adds them to the route's entry.
 */
type JsonObject = Record<string, unknown>;

declare module "fastify" {
  interface FastifyContextConfig {
    openapi?: {
      /** Raw OpenAPI response objects by status, added beside the zod-declared ones. */
      responses?: Record<number, JsonObject>;
      /** A request body the route reads itself (multipart, form posts). */
      requestBody?: { contentType: string; schema: JsonObject };
    };
  }
}

const binary = { type: "string", contentMediaType: "application/octet-stream" };

export function redirectResponse(description: string): JsonObject {
  return {
    type: "null",
    description,
    headers: { location: { type: "string", description: "Where the browser goes next" } },
  };
}

/** A conditional GET (If-None-Match, If-Modified-Since) whose copy is still current. */
export const notModifiedResponse: JsonObject = {
  type: "null",
  description: "Not modified: the copy the client holds (If-None-Match) is current",
};

export function fileResponse(description: string, mediaTypes: string[]): JsonObject {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binary }])),
  };
}

export function textResponse(description: string, mediaType: string): JsonObject {
  return { description, content: { [mediaType]: { schema: { type: "string" } } } };
}

/** A multipart body of file parts, plus any plain fields the route reads. */
export function multipartBody(
  fileField: string,
  description: string,
  fields: Record<string, JsonObject> = {},
) {
  return {
    contentType: "multipart/form-data",
    schema: {
      type: "object",
      properties: {
        ...fields,
        [fileField]: { type: "array", items: binary, description },
      },
      required: [fileField],
    },
  };
}
