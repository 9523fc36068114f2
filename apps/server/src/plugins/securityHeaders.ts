import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
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

/** How many origins' header sets are kept (a server has one or a few names in practice). */
const HEADER_SETS_KEPT = 64;

type HeaderSet = [name: string, value: string][];
type RecordingRequest = IncomingMessage & { socketOrigin?: string };

/**
 * The headers helmet's middleware sets for a page whose WebSocket origin is `socketOrigin`,
 * recorded from a stand-in request and response (helmet runs synchronously and reads nothing
 * else of the request), plus the permissions policy.
 */
function recordHeaders(
  apply: ReturnType<typeof helmet>,
  socketOrigin: string | undefined,
): HeaderSet {
  const headers: HeaderSet = [["permissions-policy", PERMISSIONS_POLICY]];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  let failure: unknown;
  apply({ socketOrigin } as RecordingRequest, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

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
    const connectSources = directives["connect-src"] ?? [];

    // helmet, built once (@fastify/helmet built a new one, parsing every directive again, on
    // every request: 7% of the CPU of /api/health under load), writes its headers into a
    // recorder once per socket origin; each request then gets the recorded set (another 5%).
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...directives,
          "connect-src": [
            ...connectSources,
            (req: IncomingMessage) => (req as RecordingRequest).socketOrigin ?? "'self'",
          ],
        },
      },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      hsts: usesHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Pilot images and files are read by this site's own pages only.
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    const headersFor = (socketOrigin: string | undefined) =>
      recordHeaders(applySecurityHeaders, socketOrigin);
    const fixedHeaders = fixedSocketOrigin ? headersFor(fixedSocketOrigin) : null;
    // By the origin a request names (`protocol://host`); Host is the client's to choose, so
    // only so many are kept.
    const headerSets = new Map<string, HeaderSet>();

    const headersOf = (request: FastifyRequest): HeaderSet => {
      if (fixedHeaders) return fixedHeaders;
      const named = `${request.protocol}://${request.host}`;
      let headers = headerSets.get(named);
      if (!headers) {
        const origin = requestOrigin(request);
        headers = headersFor(origin ? webSocketOrigin(origin) : undefined);
        if (headerSets.size < HEADER_SETS_KEPT) headerSets.set(named, headers);
      }
      return headers;
    };

    app.addHook("onRequest", (request, reply, done) => {
      try {
        for (const [name, value] of headersOf(request)) reply.raw.setHeader(name, value);
        done();
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
  { name: "security-headers" },
);
