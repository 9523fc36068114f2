import type { FastifyRequest } from "fastify";
import { requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";

/**
 * Route hook for the operator area (/api/admin/*): 401 signed out, and for anyone without the
 * admin role the very 404 an unknown path gets, so the area gives nothing away. Runs onRequest,
 * before the body is read or validated.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const { user } = requireUser(request);
  if (user.role !== "admin") {
    throw new HttpError(404, `Not found: ${request.method} ${request.url.split("?")[0]}`);
  }
}
