import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from "@skyhire/shared";
import "./docOnly";

/** The session cookie, as OpenAPI names it; operations that need a signed-in user list it. */
export const SESSION_SECURITY_SCHEME = "sessionCookie";
/** The bearer token (METRICS_TOKEN) a Prometheus scraper sends to /metrics. */
export const METRICS_SECURITY_SCHEME = "metricsToken";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

/**
 * `operationId` from the method and the path, stable while the route stays where it is:
 * `GET /api/jobs/{id}/applications` → `getJobsByIdApplications`.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => {
      const param = /^[:{](\w+)}?$/.exec(part);
      const word = param ? `by_${param[1]}` : part;
      return word
        .split("_")
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join("");
    });
  return `${method.toLowerCase()}${words.join("")}`;
}

function withHeader(headers: unknown, name: string, schema: JsonObject, required: boolean) {
  const base = (headers as JsonObject | undefined) ?? { type: "object", properties: {} };
  const properties = { ...(base.properties as JsonObject | undefined), [name]: schema };
  const requiredList = [...((base.required as string[] | undefined) ?? [])];
  if (required) requiredList.push(name);
  return { ...base, type: "object", properties, required: requiredList };
}

/**
 * Each route's entry: the zod schemas turned into JSON Schema, then what every operation needs
 * and no route should have to repeat: its `operationId`, the session cookie unless the route says
 * `security: []` (public), the `Idempotency-Key` header of money-moving routes, and what the
 * route describes for the document only (`config.openapi`, see docOnly.ts).
 */
export function transformRoute(input: TransformInput) {
  // A route without any schema is a test's stand-in; the product's routes all declare one.
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const result = jsonSchemaTransform(input);
  const schema = result.schema as JsonObject;
  if (schema.hide) return result;
  const method = [input.route.method].flat()[0] ?? "get";
  schema.operationId ??= operationIdFor(String(method), result.url);
  schema.security ??= [{ [SESSION_SECURITY_SCHEME]: [] }];
  if (input.route.config?.idempotency === true) {
    schema.headers = withHeader(
      schema.headers,
      IDEMPOTENCY_KEY_HEADER.toLowerCase(),
      {
        type: "string",
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
        pattern: "^[\\x21-\\x7e]+$",
        description:
          "A key the client makes once per intended action (a UUID is fine). Repeating the " +
          "request with the same key replays the first answer instead of acting twice.",
      },
      true,
    );
  }
  const extras = input.route.config?.openapi;
  if (extras?.responses) {
    schema.response = { ...(schema.response as JsonObject | undefined), ...extras.responses };
  }
  if (extras?.requestBody) {
    schema.body = extras.requestBody.schema;
    schema.consumes = [extras.requestBody.contentType];
  }
  for (const response of Object.values((schema.response as JsonObject | undefined) ?? {})) {
    const entry = response as JsonObject;
    if (entry.type === "null" && entry.description === undefined) entry.description = "No content";
  }
  return result;
}
