import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  currentUserResponseSchema,
  jsonDataElement,
  PAGE_SESSION_ELEMENT_ID,
  type CurrentUserResponse,
} from "@skyhire/shared";
import { currentUserResponse } from "./currentUser";
import { readSessionToken } from "./sessionCookie";
import { findSessionByToken } from "./sessions";

/**
 * The session a signed-in page's HTML carries, exactly as GET /api/auth/user answers it (the
 * same function, through the same schema, which drops what the API does not show). The web
 * app reads it before its first render, one round trip fewer before a signed-in page can draw
 * (docs/benchmarks.md). Null for a request without a valid session: that page asks the API as
 * before.
 */
export async function pageSessionFor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CurrentUserResponse | null> {
  const token = readSessionToken(request, app.config);
  if (!token) return null;
  const auth = await findSessionByToken(app.db, token, app.now());
  if (!auth) return null;
  return currentUserResponseSchema.parse(await currentUserResponse(app.db, auth.user.id));
}

/** The session as the page's data block (escaped so no text in it can end the element). */
export function pageSessionElement(session: CurrentUserResponse): string {
  return jsonDataElement(PAGE_SESSION_ELEMENT_ID, session);
}
