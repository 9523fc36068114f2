import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { NO_PILOT_PROFILE_MESSAGE } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { pilotProfiles, type PilotProfile } from "../../db/schema";
import { requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { PILOT_CAPABILITY_REQUIRED_MESSAGE } from "../onboarding/onboarding";

/**
 * Route hook: 401 signed out, then 403 without the fly capability, before the body is read
 * (an upload is not even looked at). A profile left from when the account flew does not count.
 */
export async function requireFlying(request: FastifyRequest): Promise<void> {
  const { user } = requireUser(request);
  if (!user.canFly) throw new HttpError(403, PILOT_CAPABILITY_REQUIRED_MESSAGE);
}

/** The caller's pilot profile, or 404 before they have set one up. */
export async function ownPilotProfile(
  db: Database | Transaction,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<PilotProfile> {
  const query = db.select().from(pilotProfiles).where(eq(pilotProfiles.userId, userId));
  const [profile] = options.lock ? await query.for("update") : await query;
  if (!profile) throw new HttpError(404, NO_PILOT_PROFILE_MESSAGE);
  return profile;
}
