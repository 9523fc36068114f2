import { Ajv2020 } from "ajv/dist/2020.js";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app";
import { SESSION_SECURITY_SCHEME } from "../openapi/routeDocument";

/**
 * The contract test: every answer any API test receives is held against the OpenAPI document.
 * The status must be declared (exactly or by its 4XX/5XX range), the content type must be one
 * the status declares, a JSON body must match its schema, and an operation that needs the
 * session cookie must not succeed without one. Mismatches are collected here and fail the test
 * file that caused them (see contractSetup.ts), so the document cannot drift from the code.
 */
export const contractViolations: string[] = [];

type JsonObject = Record<string, unknown>;
interface ResponseDoc {
  content?: Record<string, { schema?: JsonObject }>;
}
interface DocumentShape {
  paths: Record<string, Record<string, OperationDoc>>;
}
interface OperationDoc {
  responses: Record<string, ResponseDoc>;
  security?: Record<string, string[]>[];
}

/** Routes tests add for themselves (`/api/test/...`) are not the product's contract. */
const TEST_ROUTE = /^\/api\/test\//;

function mediaTypeOf(header: unknown): string | undefined {
  return typeof header === "string" ? header.split(";")[0]?.trim().toLowerCase() : undefined;
}

function mediaTypeMatches(declared: string, actual: string): boolean {
  if (declared === "*/*" || declared === actual) return true;
  return declared.endsWith("/*") && actual.startsWith(declared.slice(0, -1));
}

export function enforceContract(app: App) {
  let document: DocumentShape | undefined;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const validators = new Map<JsonObject, ReturnType<Ajv2020["compile"]>>();

  function validatorFor(schema: JsonObject) {
    let validate = validators.get(schema);
    if (!validate) {
      const components = (app.swagger() as { components?: { schemas?: JsonObject } }).components;
      // Refs point at #/components/schemas/...: validate inside a copy of the document's parts.
      validate = ajv.compile({ ...schema, components });
      validators.set(schema, validate);
    }
    return validate;
  }

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || TEST_ROUTE.test(routeUrl) || request.routeOptions.schema?.hide) return;
    document ??= app.swagger() as unknown as DocumentShape;
    const path = routeUrl.replace(/:(\w+)/g, "{$1}");
    // Fastify answers HEAD from the GET route unless a route declares its own HEAD.
    const operations = document.paths[path];
    const method =
      request.method === "HEAD" && !operations?.head ? "get" : request.method.toLowerCase();
    const where = `${request.method} ${path} → ${reply.statusCode}`;
    const operation = operations?.[method];
    if (!operation) return contractViolations.push(`${where}: operation not in the document`);

    const status = String(reply.statusCode);
    const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    if (!declared) return contractViolations.push(`${where}: status not declared`);

    const needsSession = operation.security?.some((s) => SESSION_SECURITY_SCHEME in s) ?? false;
    if (needsSession && reply.statusCode < 300 && !request.auth) {
      contractViolations.push(`${where}: answered without a session but declares sessionCookie`);
    }

    // 204 and 304 never carry a body: Fastify drops whatever reached onSend.
    const hasBody = payload !== undefined && payload !== null && payload !== "";
    if (!hasBody || request.method === "HEAD" || [204, 304].includes(reply.statusCode)) return;
    const mediaType = mediaTypeOf(reply.getHeader("content-type"));
    const content = declared.content ?? {};
    const match = Object.keys(content).find((m) => mediaType && mediaTypeMatches(m, mediaType));
    if (!match) {
      return contractViolations.push(`${where}: content type ${mediaType} not declared`);
    }
    const schema = content[match]?.schema;
    if (match !== "application/json" || !schema || typeof payload !== "string") return;
    const validate = validatorFor(schema);
    if (!validate(JSON.parse(payload))) {
      contractViolations.push(`${where}: body does not match: ${ajv.errorsText(validate.errors)}`);
    }
  }

  app.addHook("onSend", async (request, reply, payload) => {
    try {
      check(request, reply, payload);
    } catch (error) {
      // The check must never change the answer a test sees; its own failure is a finding.
      contractViolations.push(
        `${request.method} ${request.url}: contract check failed: ${String(error)}`,
      );
    }
    return payload;
  });
}
