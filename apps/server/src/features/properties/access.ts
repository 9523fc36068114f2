import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { clientProfiles } from "../../db/schema";
import { requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";

export const PROPERTIES_NEED_HIRING_MESSAGE =
  "Only clients have properties. Turn on 'I hire pilots' in your capabilities first.";
export const PROPERTIES_NEED_CLIENT_PROFILE_MESSAGE =
  "Set up your client profile before adding properties.";

/** Route hook: 401 signed out, then 403 without the hiring capability, before the body is read. */
export async function requireHiring(request: FastifyRequest): Promise<void> {
  const { user } = requireUser(request);
  if (!user.canHire) throw new HttpError(403, PROPERTIES_NEED_HIRING_MESSAGE);
}

/** The caller's client profile id, or null before they have set one up. */
export async function clientProfileIdOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: clientProfiles.id })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId));
  return row?.id ?? null;
}
