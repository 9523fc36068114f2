import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config/env";
import { HttpError } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Skip the same-origin check for this route. Only for requests another site legitimately
     * sends (Apple's sign-in callback is a cross-site form POST); such a route must carry its
     * own proof of origin (e.g. an OAuth state bound to the browser).
     */
    allowCrossSite?: boolean;
  }
}

export const CROSS_SITE_MESSAGE =
  "Cross-site request refused: this action must come from the SkyHire app itself.";

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The Vite dev server (npm run dev) proxies the API but the browser sends its own origin. */
const DEV_SERVER_ORIGINS = [
  "http://localhost:5173",
  "http://127.0.0.1:5173",
  "http://localhost:5174",
  "http://127.0.0.1:5174",
];

export function allowedOrigins(config: Pick<AppConfig, "appUrl" | "nodeEnv">): Set<string> {
  const origins = new Set([new URL(config.appUrl).origin]);
  if (config.nodeEnv === "development") DEV_SERVER_ORIGINS.forEach((o) => origins.add(o));
  return origins;
}

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

/**
 * CSRF defence: state-changing requests must come from the app's own pages. Browsers always
 * send Origin on cross-origin POST/PUT/PATCH/DELETE (and Sec-Fetch-Site where Origin is
 * withheld), and requiring a JSON body means a plain HTML form cannot forge one either.
 * Routes opt out with `config: { allowCrossSite: true }`.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<AppConfig, "appUrl" | "nodeEnv"> }) => {
    const origins = allowedOrigins(options.config);

    app.addHook("onRequest", async (request) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return;
      if (request.routeOptions.config.allowCrossSite === true) return;

      const origin = request.headers.origin;
      const sameOrigin =
        origin !== undefined
          ? origins.has(origin)
          : request.headers["sec-fetch-site"] === "same-origin";
      if (!sameOrigin || (hasBody(request) && !isJson(request.headers["content-type"]))) {
        request.log.warn(
          {
            origin,
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
