import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config/env";
import { usesHttps } from "../auth/sessionCookie";
import { FLOW_TTL_MS, isWellFormedFlowId } from "./flows";

/**
 * Binds a sign-in attempt to the browser that started it, so a code and state obtained by
 * someone else cannot be replayed into this browser (login CSRF). SameSite=Lax: the provider
 * sends the browser back with a top-level GET, which carries Lax cookies.
 */
export const FLOW_COOKIE_NAME = "skyhire_oauth";

function cookieOptions(config: Pick<AppConfig, "appUrl">) {
  return {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: usesHttps(config),
  };
}

export function setFlowCookie(reply: FastifyReply, flowId: string, config: AppConfig): void {
  reply.setCookie(FLOW_COOKIE_NAME, flowId, {
    ...cookieOptions(config),
    maxAge: Math.floor(FLOW_TTL_MS / 1000),
  });
}

export function clearFlowCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(FLOW_COOKIE_NAME, cookieOptions(config));
}

export function readFlowCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[FLOW_COOKIE_NAME];
  return isWellFormedFlowId(value) ? value : undefined;
}
