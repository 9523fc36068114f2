import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Once shutdown starts, responses to in-flight requests carry `Connection: close`. Otherwise
 * the client keeps that socket alive and the server's close waits for Fastify's 72 s keep-alive
 * timeout (measured: 70 s), far past the 10 s forced exit, so the close would never be graceful.
 */
export const drainOnClosePlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onSend", async (_request, reply, payload) => {
      if (closing) reply.header("connection", "close");
      return payload;
    });
  },
  { name: "drain-on-close" },
);
