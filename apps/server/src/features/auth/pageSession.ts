import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  currentUserResponseSchema,
  jsonForScriptElement,
  PAGE_SESSION_ELEMENT_ID,
} from "@skyhire/shared";
import { currentUserResponse } from "./currentUser";
import { readSessionToken } from "./sessionCookie";
import { findSessionByToken } from "./sessions";

/**
 * The data block a signed-in page's HTML carries: the session exactly as GET /api/auth/user
 * answers it (the same function, through the same schema, which drops what the API does not
 * show). The web app reads it before its first render, one round trip fewer before a signed-in
 * page can draw (docs/benchmarks.md). Null for a request without a valid session: that page
 * asks the API as before.
 */
export async function pageSessionElement(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  const token = readSessionToken(request, app.config);
  if (!token) return null;
  const auth = await findSessionByToken(app.db, token, app.now());
  if (!auth) return null;
  const session = currentUserResponseSchema.parse(await currentUserResponse(app.db, auth.user.id));
  return `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${jsonForScriptElement(session)}</script>`;
}
