import type { FastifyInstance, FastifyServerOptions, RawRequestDefaultExpression } from "fastify";
import fp from "fastify-plugin";
import { isAcceptableRequestId, makeRequestId, REQUEST_ID_HEADER } from "@skyhire/shared";

/**
 * Fastify server options: every request gets an id, logged as `reqId` (Fastify's default label)
 * on each log line.
 * A client-sent id is reused (so browser and server logs line up) only when it is harmless.
 */
export const requestIdServerOptions = {
  requestIdHeader: false,
  genReqId: (request: RawRequestDefaultExpression) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return isAcceptableRequestId(sent) ? sent : makeRequestId();
  },
} satisfies Partial<FastifyServerOptions>;

/** Echo the id on every response, including errors and 404s, so users can quote it. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: "request-id" },
);
