import { eq } from "drizzle-orm";
import { unknownLocationMessage, type serviceAreasRequestSchema } from "@skyhire/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { pilotProfiles, type ServiceArea, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { geocodeCity, geocodeZip } from "../pilots/geocoding";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { syncServiceAreas } from "../pilots/serviceAreas";
import { ownPilotProfile } from "./access";

type ValidAreas = z.output<typeof serviceAreasRequestSchema>["areas"];

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An area the pilot already had, sent back unchanged (same name, city and state). */
function keptArea(area: ValidAreas[number], saved: readonly ServiceArea[]): ServiceArea | null {
  if (area.zip || !area.label || !area.city || !area.state) return null;
  const { label, city, state } = area;
  return (
    saved.find(
      (s) => sameText(s.label, label) && sameText(s.city, city) && sameText(s.state, state),
    ) ?? null
  );
}

/**
 * Places every area offline (a ZIP code, else its city and state); the first unknown place is
 * refused with search's wording, pointing at the field that named it. An area sent back as it
 * was saved keeps its centre: one entered by ZIP code is not moved to its city's centre when
 * the pilot edits another area.
 */
export function placeServiceAreas(
  areas: ValidAreas,
  saved: readonly ServiceArea[] = [],
): ServiceArea[] {
  return areas.map((area, index) => {
    const kept = keptArea(area, saved);
    if (kept) return { ...kept, radiusMiles: area.radiusMiles };
    const place = area.zip ? geocodeZip(area.zip) : geocodeCity(area.city ?? "", area.state ?? "");
    if (!place) {
      const text = area.zip ?? `${area.city ?? ""}, ${area.state ?? ""}`;
      const message = unknownLocationMessage(text);
      throw new HttpError(400, message, [
        { path: `body.areas.${index}.${area.zip ? "zip" : "city"}`, message },
      ]);
    }
    return {
      label: area.label ?? place.label,
      city: place.city,
      state: place.state,
      lat: place.lat,
      lng: place.lng,
      radiusMiles: area.radiusMiles,
    };
  });
}

/**
 * PUT /api/profiles/pilot/service-areas: replaces the listed areas and the search rows in one
 * transaction, so a search right after the answer finds the pilot there (and no longer in an
 * area removed). An empty list leaves the pilot findable around their base city.
 */
export async function replaceServiceAreas(
  db: Database,
  user: User,
  input: { areas: ValidAreas },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const profile = await ownPilotProfile(tx, user.id, { lock: true });
    const areas = placeServiceAreas(input.areas, profile.serviceAreas);
    await tx
      .update(pilotProfiles)
      .set({ serviceAreas: areas, updatedAt: now })
      .where(eq(pilotProfiles.id, profile.id));
    await syncServiceAreas(tx, profile.id);
  });
  // syncServiceAreas also invalidates, but before the commit: a search in between could have
  // cached the old areas again.
  invalidatePilotSearchCaches();
}
