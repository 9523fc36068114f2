import { eq } from "drizzle-orm";
import { NO_PILOT_PROFILE_MESSAGE, type AvailabilityResponse } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { pilotProfiles, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

export const AVAILABILITY_NEEDS_FLY_MESSAGE =
  "Only pilots can set availability. Turn on 'I fly missions' in your capabilities first.";

/**
 * Spec section 4 "Pilot availability": available or unavailable, set by the dashboard switch.
 * An unavailable pilot stays on their public profile but is left out of search results.
 */
export async function setAvailability(
  db: Database,
  user: Pick<User, "id" | "canFly">,
  isAvailable: boolean,
): Promise<AvailabilityResponse> {
  if (!user.canFly) throw new HttpError(403, AVAILABILITY_NEEDS_FLY_MESSAGE);
  const [updated] = await db
    .update(pilotProfiles)
    .set({ isAvailable })
    .where(eq(pilotProfiles.userId, user.id))
    .returning({ isAvailable: pilotProfiles.isAvailable });
  if (!updated) throw new HttpError(404, NO_PILOT_PROFILE_MESSAGE);
  return { isAvailable: updated.isAvailable };
}
