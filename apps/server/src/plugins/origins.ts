import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config/env";

export type OriginConfig = Pick<AppConfig, "appUrl" | "appUrlFromEnv" | "nodeEnv" | "port">;

/** The Vite dev server (npm run dev) proxies the API but the browser sends its own origin. */
const DEV_SERVER_ORIGINS = [
  "http://localhost:5173",
  "http://127.0.0.1:5173",
  "http://localhost:5174",
  "http://127.0.0.1:5174",
];

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Origins accepted whatever the request: APP_URL's, plus the Vite dev server in development. */
export function allowedOrigins(config: Pick<AppConfig, "appUrl" | "nodeEnv">): Set<string> {
  const origins = new Set([new URL(config.appUrl).origin]);
  if (config.nodeEnv === "development") DEV_SERVER_ORIGINS.forEach((o) => origins.add(o));
  return origins;
}

/**
 * The origin this request reached: its scheme and Host. Fastify reads X-Forwarded-Proto and
 * X-Forwarded-Host only from proxies TRUST_PROXY names, so a client cannot pick it otherwise.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const candidate = `${request.protocol}://${request.host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : null;
}

function portOf(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/**
 * Whether a browser's Origin header names this server. With APP_URL set, only its origin (and
 * the dev server's). Unset, the address the person typed is as good as any: a loopback name on
 * our port, or the Host the request itself was sent to (a LAN address, a machine name).
 */
export function createOriginCheck(config: OriginConfig) {
  const fixed = allowedOrigins(config);
  return (origin: string | undefined, request: FastifyRequest): boolean => {
    if (origin === undefined) return false;
    if (fixed.has(origin)) return true;
    if (config.appUrlFromEnv || !URL.canParse(origin)) return false;
    const url = new URL(origin);
    if (url.origin !== origin) return false;
    const sameScheme = url.protocol === `${request.protocol}:`;
    if (sameScheme && LOOPBACK_HOSTNAMES.has(url.hostname) && portOf(url) === config.port) {
      return true;
    }
    return origin === requestOrigin(request);
  };
}

/**
 * Where links in emails and provider redirects should point: APP_URL, or when it is unset the
 * origin the causing request was sent to, so a person who opened 127.0.0.1 gets 127.0.0.1 links.
 */
export function publicBaseUrl(
  config: Pick<AppConfig, "appUrl" | "appUrlFromEnv">,
  request: FastifyRequest,
): string {
  if (config.appUrlFromEnv) return config.appUrl;
  return requestOrigin(request) ?? config.appUrl;
}
