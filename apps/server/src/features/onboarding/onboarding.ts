import { eq, sql } from "drizzle-orm";
import type {
  CapabilitiesRequest,
  ClientProfileRequest,
  PilotProfileRequest,
  UserType,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { clientProfiles, pilotProfiles, users, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { geocodeCity } from "../pilots/geocoding";
import { syncServiceAreas } from "../pilots/serviceAreas";

export const PILOT_CAPABILITY_REQUIRED_MESSAGE =
  "Only pilots can have a pilot profile. Turn on 'I fly missions' in your capabilities first.";
export const CLIENT_CAPABILITY_REQUIRED_MESSAGE =
  "Only clients can have a client profile. Turn on 'I hire pilots' in your capabilities first.";

/**
 * The main role: kept while the user still holds its capability, otherwise pilot when they
 * fly, else client.
 */
export function nextUserType(
  current: UserType | null,
  { canFly, canHire }: CapabilitiesRequest,
): UserType {
  if (current === "pilot" && canFly) return "pilot";
  if (current === "client" && canHire) return "client";
  return canFly ? "pilot" : "client";
}

/**
 * Sets what the user does. Turning a capability off hides the matching features but deletes
 * nothing: profiles, jobs and equipment stay for when it is turned back on.
 */
export async function setCapabilities(
  db: Database,
  user: User,
  input: CapabilitiesRequest,
): Promise<void> {
  await db
    .update(users)
    .set({
      canFly: input.canFly,
      canHire: input.canHire,
      userType: nextUserType(user.userType, input),
    })
    .where(eq(users.id, user.id));
}

function unknownBaseMessage(city: string, state: string): string {
  return `We couldn't find ${city}, ${state}. Check the city's spelling and the two-letter state code.`;
}

const optionalText = (value: string | undefined) => (value ? value : null);

/** Creates or replaces the caller's pilot profile; rates arrive in dollars, stored in cents. */
export async function upsertPilotProfile(
  db: Database,
  user: User,
  input: PilotProfileRequest,
): Promise<void> {
  if (!user.canFly) throw new HttpError(403, PILOT_CAPABILITY_REQUIRED_MESSAGE);
  // Clients find pilots by distance from their base, so the base must be a real place.
  if (!geocodeCity(input.baseCity, input.baseState)) {
    throw new HttpError(400, unknownBaseMessage(input.baseCity, input.baseState), [
      { path: "baseCity", message: "We couldn't find this city in that state" },
    ]);
  }
  const values = {
    part107Number: input.part107Number,
    businessName: input.businessName,
    baseCity: input.baseCity,
    baseState: input.baseState,
    jobCategories: input.jobCategories,
    hourlyRateMinCents: input.hourlyRateMin * 100,
    hourlyRateMaxCents: input.hourlyRateMax * 100,
    bio: optionalText(input.bio),
  };
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(pilotProfiles)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({
        target: pilotProfiles.userId,
        set: {
          ...values,
          // Coordinates belong to the old base: forget them when it moves (re-geocoded below).
          baseLat: sql`case when ${pilotProfiles.baseCity} = excluded.base_city
            and ${pilotProfiles.baseState} = excluded.base_state
            then ${pilotProfiles.baseLat} end`,
          baseLng: sql`case when ${pilotProfiles.baseCity} = excluded.base_city
            and ${pilotProfiles.baseState} = excluded.base_state
            then ${pilotProfiles.baseLng} end`,
          updatedAt: new Date(),
        },
      })
      .returning({ id: pilotProfiles.id });
    if (!profile) throw new Error("upsert of the pilot profile returned no row");
    // Geocodes the base and refreshes the rows pilot search reads, in the same transaction.
    await syncServiceAreas(tx, profile.id);
    await tx.update(users).set({ isPart107Certified: true }).where(eq(users.id, user.id));
  });
}

/** Creates or replaces the caller's client profile. */
export async function upsertClientProfile(
  db: Database,
  user: User,
  input: ClientProfileRequest,
): Promise<void> {
  if (!user.canHire) throw new HttpError(403, CLIENT_CAPABILITY_REQUIRED_MESSAGE);
  const values = {
    companyName: input.companyName,
    location: input.location,
    industry: optionalText(input.industry),
    phone: optionalText(input.phone),
  };
  await db
    .insert(clientProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({
      target: clientProfiles.userId,
      set: { ...values, updatedAt: new Date() },
    });
}
