import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "./errors";
import { createOriginCheck, type OriginConfig } from "./origins";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Skip the same-origin check for this route. Only for requests another site legitimately
     * sends (Apple's sign-in callback is a cross-site form POST); such a route must carry its
     * own proof of origin (e.g. an OAuth state bound to the browser).
     */
    allowCrossSite?: boolean;
  }
  interface FastifyInstance {
    /** Whether a browser's Origin header names this server (plugins/origins.ts). */
    isOwnOrigin(origin: string | undefined, request: FastifyRequest): boolean;
  }
}

export const CROSS_SITE_MESSAGE =
  "Cross-site request refused: this action must come from the SkyHire app itself.";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  if (length !== undefined) return length.trim() !== "0";
  return request.headers["transfer-encoding"] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/** The Origin names this server, or (where the browser withholds it) Sec-Fetch-Site says so. */
export function comesFromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin !== undefined
    ? request.server.isOwnOrigin(origin, request)
    : request.headers["sec-fetch-site"] === "same-origin";
}

/**
 * CSRF defence: state-changing requests must come from the app's own pages. Browsers always
 * send Origin on cross-origin POST/PUT/PATCH/DELETE (and Sec-Fetch-Site where Origin is
 * withheld), and requiring a JSON body means a plain HTML form cannot forge one either.
 * Routes opt out with `config: { allowCrossSite: true }`.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { config: OriginConfig }) => {
    app.decorate("isOwnOrigin", createOriginCheck(options.config));

    app.addHook("onRequest", async (request) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return;
      if (request.routeOptions.config.allowCrossSite === true) return;

      const sameOrigin = comesFromOwnOrigin(request);
      if (!sameOrigin || (hasBody(request) && !isJson(request.headers["content-type"]))) {
        request.log.warn(
          {
            origin: request.headers.origin,
            secFetchSite: request.headers["sec-fetch-site"],
            contentType: request.headers["content-type"],
          },
          "Refused cross-site request",
        );
        throw new HttpError(403, CROSS_SITE_MESSAGE);
      }
    });
  },
  { name: "same-origin" },
);
