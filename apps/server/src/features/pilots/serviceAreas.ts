import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  MAX_SERVICE_AREA_RADIUS_MILES,
  pilotProfiles,
  pilotServiceAreas,
  type ServiceArea,
} from "../../db/schema";
import { geocodeCity } from "./geocoding";
import { invalidatePilotSearchCaches } from "./responseCache";

/** The area a pilot serves around their base city until they list areas of their own. */
export const DEFAULT_SERVICE_RADIUS_MILES = 50;

type NewServiceAreaRow = typeof pilotServiceAreas.$inferInsert;

/**
 * Search-table rows for the areas a pilot listed (pilot_profiles.service_areas), in their
 * order. Areas without usable coordinates are placed by their city and state, or skipped.
 */
export function serviceAreaRows(
  pilotProfileId: string,
  areas: readonly ServiceArea[],
): NewServiceAreaRow[] {
  const rows: NewServiceAreaRow[] = [];
  for (const area of areas) {
    const place =
      Number.isFinite(area.lat) && Number.isFinite(area.lng)
        ? { lat: area.lat, lng: area.lng }
        : geocodeCity(area.city, area.state);
    if (!place) continue;
    rows.push({
      pilotProfileId,
      position: rows.length,
      label: area.label || `${area.city}, ${area.state}`,
      city: area.city,
      state: area.state,
      lat: place.lat,
      lng: place.lng,
      radiusMiles: clampRadius(area.radiusMiles),
    });
  }
  return rows;
}

function clampRadius(miles: number): number {
  if (!Number.isFinite(miles)) return DEFAULT_SERVICE_RADIUS_MILES;
  return Math.min(MAX_SERVICE_AREA_RADIUS_MILES, Math.max(0, Math.round(miles)));
}

/**
 * Rebuilds the search rows of one pilot from their profile; call it after every change to a
 * pilot profile's service areas or base city (PUT /api/profiles/pilot does).
 *
 * - Base city without coordinates (a new profile, or one whose base moved): geocodes it and
 *   stores base_lat/base_lng, which the coverage map clusters by.
 * - No service areas listed yet: the pilot is found within DEFAULT_SERVICE_RADIUS_MILES of the
 *   base city (the listed areas are left empty, so the profile checklist still asks for them).
 * - Pass a transaction to make it part of a larger change.
 */
export async function syncServiceAreas(
  db: Database | Transaction,
  pilotProfileId: string,
): Promise<void> {
  const [profile] = await db
    .select({
      serviceAreas: pilotProfiles.serviceAreas,
      baseCity: pilotProfiles.baseCity,
      baseState: pilotProfiles.baseState,
      baseLat: pilotProfiles.baseLat,
      baseLng: pilotProfiles.baseLng,
    })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.id, pilotProfileId));
  if (!profile) return;

  let base: { lat: number; lng: number } | null =
    profile.baseLat !== null && profile.baseLng !== null
      ? { lat: profile.baseLat, lng: profile.baseLng }
      : null;
  const basePlace =
    profile.baseCity && profile.baseState ? geocodeCity(profile.baseCity, profile.baseState) : null;
  if (!base && basePlace) {
    base = { lat: basePlace.lat, lng: basePlace.lng };
    await db
      .update(pilotProfiles)
      .set({ baseLat: base.lat, baseLng: base.lng })
      .where(eq(pilotProfiles.id, pilotProfileId));
  }

  let rows = serviceAreaRows(pilotProfileId, profile.serviceAreas);
  if (rows.length === 0 && base && profile.baseCity && profile.baseState) {
    const city = basePlace?.city ?? profile.baseCity;
    rows = serviceAreaRows(pilotProfileId, [
      {
        label: `${city}, ${profile.baseState}`,
        city,
        state: profile.baseState,
        lat: base.lat,
        lng: base.lng,
        radiusMiles: DEFAULT_SERVICE_RADIUS_MILES,
      },
    ]);
  }

  // A savepoint when `db` is already a transaction: searches never see the pilot half-synced.
  await db.transaction(async (tx) => {
    await tx.delete(pilotServiceAreas).where(eq(pilotServiceAreas.pilotProfileId, pilotProfileId));
    if (rows.length > 0) await tx.insert(pilotServiceAreas).values(rows);
  });
  invalidatePilotSearchCaches();
}
