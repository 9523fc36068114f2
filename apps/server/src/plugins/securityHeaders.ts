import type { IncomingMessage } from "node:http";
import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config/env";
import { usesHttps } from "../features/auth/sessionCookie";
import {
  builtIndexScriptHashes,
  contentSecurityPolicyDirectives,
  webSocketOrigin,
} from "./contentSecurityPolicy";
import { requestOrigin } from "./origins";

/** Browser features SkyHire never uses; a page that tried would be refused by the browser. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()";

export type SecurityHeadersConfig = Pick<
  AppConfig,
  "appUrl" | "appUrlFromEnv" | "webDistDir" | "stripe"
>;

/**
 * Security headers on every answer (pages, API, files) through helmet: a
 * Content-Security-Policy that names every source the app loads from (contentSecurityPolicy.ts),
 * no framing (clickjacking), no MIME sniffing, a referrer that keeps paths on this site, HSTS
 * when served over https. Routes that send their own CSP (file downloads: `sandbox`) replace
 * this one.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: SecurityHeadersConfig }) => {
    const { config } = options;
    const directives = contentSecurityPolicyDirectives({
      // Read once at start: the built index.html does not change while the server runs.
      inlineScriptHashes: builtIndexScriptHashes(config.webDistDir),
      stripe: config.stripe !== null,
    });
    // connect-src names the page's own WebSocket origin explicitly (browsers before CSP 3 do
    // not count ws: as 'self'). With APP_URL unset the page may be on any origin that names this
    // server (plugins/origins.ts), so it is the request's own, read with TRUST_PROXY's rules;
    // with APP_URL set, pages live on its origin only.
    const fixedSocketOrigin = config.appUrlFromEnv
      ? webSocketOrigin(new URL(config.appUrl).origin)
      : undefined;
    const socketOrigins = new WeakMap<IncomingMessage, string>();
    const connectSources = directives["connect-src"] ?? [];

    // helmet itself, built once: @fastify/helmet built a new helmet (parsing every directive
    // again) on every request, 7% of the CPU of /api/health under load.
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...directives,
          "connect-src": [
            ...connectSources,
            (req: IncomingMessage) => fixedSocketOrigin ?? socketOrigins.get(req) ?? "'self'",
          ],
        },
      },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: usesHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Pilot images and files are read by this site's own pages only.
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    app.addHook("onRequest", (request, reply, done) => {
      if (!fixedSocketOrigin) {
        // Read before helmet builds the header from the raw request.
        const origin = requestOrigin(request);
        if (origin) socketOrigins.set(request.raw, webSocketOrigin(origin));
      }
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      applySecurityHeaders(request.raw, reply.raw, (error) =>
        done(error instanceof Error ? error : undefined),
      );
    });
  },
  { name: "security-headers" },
);
