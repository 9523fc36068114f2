import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config/env";
import { usesHttps } from "../features/auth/sessionCookie";

/** Browser features SkyHire never uses; a page that tried would be refused by the browser. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()";

/**
 * Security headers on every answer (pages, API, files) through @fastify/helmet: no framing
 * (clickjacking), no MIME sniffing, a referrer that keeps paths on this site, no plugins or
 * foreign <base>, HSTS when served over https. The Content-Security-Policy holds only the
 * directives that cannot break a page; limiting scripts, styles and connections to their real
 * sources is the next step (issue 12). Routes that send their own CSP (file downloads:
 * `sandbox`) replace this one.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { config: Pick<AppConfig, "appUrl"> }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          // No default-src yet: pages load tiles, images and sockets from several places.
          "default-src": helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
          "frame-ancestors": ["'none'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
        },
      },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: usesHttps(options.config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Pilot images and files are read by this site's own pages only.
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
    });
  },
  { name: "security-headers" },
);
