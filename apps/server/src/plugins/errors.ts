import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "@skyhire/shared";

/** JSON bodies above this are refused with 413 before any handler runs. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export interface FieldError {
  /** Where the problem is, e.g. "body.email" or "querystring.limit". */
  path: string;
  message: string;
}

/** Thrown by domain code; the error handler turns it into `{ message, requestId, details? }`. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

function errorBody(request: FastifyRequest, message: string, details?: unknown): ApiErrorBody {
  return details === undefined
    ? { message, requestId: request.id }
    : { message, requestId: request.id, details };
}

/** The 404 for anything that is not a page of the web app (see webApp.ts). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0];
  return reply.code(404).send(errorBody(request, `Not found: ${request.method} ${path}`));
}

function validationFieldErrors(error: FastifyError): FieldError[] {
  const context = error.validationContext ?? "request";
  return (error.validation ?? []).map((issue) => {
    const subPath = issue.instancePath.split("/").filter(Boolean).join(".");
    return {
      path: subPath ? `${context}.${subPath}` : context,
      message: issue.message ?? "Invalid",
    };
  });
}

/**
 * What @fastify/busboy throws, without a code or status, for a multipart body cut short or
 * without its boundary: the client's mistake, not ours (the property test found a 500 here).
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required)$/;

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) {
      logServerError(error, request);
      return reply.code(error.statusCode).send(errorBody(request, "Internal server error"));
    }
    return reply.code(error.statusCode).send(errorBody(request, error.message, error.details));
  }

  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const details = validationFieldErrors(error);
    const summary = details.map((d) => `${d.path}: ${d.message}`).join("; ");
    return reply.code(400).send(errorBody(request, `Invalid request: ${summary}`, details));
  }

  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return reply.code(400).send(errorBody(request, "Malformed JSON in request body"));
  }

  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return reply
      .code(413)
      .send(errorBody(request, `Request body is too large (limit ${JSON_BODY_LIMIT_BYTES} bytes)`));
  }

  if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
    return reply.code(400).send(errorBody(request, "Malformed multipart body"));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx messages (415, empty JSON body, ...) are written for clients; pass on.
    return reply.code(status).send(errorBody(request, error.message));
  }

  // Never leak internals (SQL, stack traces, file paths) to clients; the log has everything.
  logServerError(error, request);
  return reply
    .code(status >= 500 && status < 600 ? status : 500)
    .send(errorBody(request, "Internal server error"));
}

function logServerError(error: Error, request: FastifyRequest) {
  request.log.error(
    { err: error, method: request.method, url: request.url, reqId: request.id },
    "Request failed",
  );
}

/** One error shape for every failure: `{ message, requestId, details? }`. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: "errors" },
);
