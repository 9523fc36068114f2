import { eq } from "drizzle-orm";
import type { PilotExperienceRequest } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { pilotProfiles, type User } from "../../db/schema";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { ownPilotProfile } from "./access";

/** PATCH /api/profiles/pilot/experience: flight hours and years flying (search shows both). */
export async function updateExperience(
  db: Database,
  user: User,
  input: PilotExperienceRequest,
  now: Date,
): Promise<void> {
  const profile = await ownPilotProfile(db, user.id);
  await db
    .update(pilotProfiles)
    .set({
      ...(input.flightHours !== undefined ? { flightHours: input.flightHours } : {}),
      ...(input.yearsExperience !== undefined ? { yearsExperience: input.yearsExperience } : {}),
      updatedAt: now,
    })
    .where(eq(pilotProfiles.id, profile.id));
  invalidatePilotSearchCaches();
}
