import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database, Transaction } from "../../db/client";
import { preparedStatement } from "../../db/preparedStatement";
import {
  clientProfiles,
  pilotProfiles,
  type ClientProfile,
  type PilotProfile,
} from "../../db/schema";
import { requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";

export const HIRE_CAPABILITY_REQUIRED_MESSAGE =
  "Only clients can post and manage jobs. Turn on 'I hire pilots' in your capabilities first.";
export const FLY_CAPABILITY_REQUIRED_MESSAGE =
  "Only pilots can find and apply to jobs. Turn on 'I fly missions' in your capabilities first.";
export const CLIENT_PROFILE_REQUIRED_MESSAGE =
  "Complete your client profile (company name and location) before posting a job.";
export const PILOT_PROFILE_REQUIRED_MESSAGE =
  "Complete your pilot profile (Part 107 number and base) before looking for jobs.";

/**
 * Route hook: 401 signed out, then 403 without the capability, before the body is validated
 * (no point correcting a form one may not send).
 */
export function requireCapability(capability: "canFly" | "canHire") {
  return async (request: FastifyRequest) => {
    const { user } = requireUser(request);
    if (!user[capability]) {
      throw new HttpError(
        403,
        capability === "canFly"
          ? FLY_CAPABILITY_REQUIRED_MESSAGE
          : HIRE_CAPABILITY_REQUIRED_MESSAGE,
      );
    }
  };
}

export async function findClientProfile(
  db: Database | Transaction,
  userId: string,
): Promise<ClientProfile | null> {
  const [profile] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId));
  return profile ?? null;
}

/** Every pilot's request that acts as a pilot runs it. */
const pilotProfileOfUser = preparedStatement((db) =>
  db
    .select()
    .from(pilotProfiles)
    .where(eq(pilotProfiles.userId, sql.placeholder("userId")))
    .prepare("pilot_profile_of_user"),
);

export async function findPilotProfile(
  db: Database | Transaction,
  userId: string,
): Promise<PilotProfile | null> {
  const [profile] = await pilotProfileOfUser(db).execute({ userId });
  return profile ?? null;
}

export async function requireClientProfile(
  db: Database | Transaction,
  userId: string,
): Promise<ClientProfile> {
  const profile = await findClientProfile(db, userId);
  if (!profile) throw new HttpError(403, CLIENT_PROFILE_REQUIRED_MESSAGE);
  return profile;
}

export async function requirePilotProfile(
  db: Database | Transaction,
  userId: string,
): Promise<PilotProfile> {
  const profile = await findPilotProfile(db, userId);
  if (!profile) throw new HttpError(403, PILOT_PROFILE_REQUIRED_MESSAGE);
  return profile;
}
