import { greatCircleMiles } from "@skyhire/shared";
import type { PilotProfile } from "../../db/schema";
import { geocodeCity } from "../pilots/geocoding";
// earthdistance's sphere, so distances here agree with the SQL ones.
import { EARTH_RADIUS_MILES } from "../pilots/nearestBounds";

export interface Point {
  lat: number;
  lng: number;
}

/** A place distances are measured from, with the label the board shows ("Austin, TX"). */
export interface Origin extends Point {
  label: string;
}

/** Great-circle miles between two points (haversine), as earth_distance computes them. */
export function milesBetween(a: Point, b: Point): number {
  return greatCircleMiles(a, b, EARTH_RADIUS_MILES);
}

/**
 * Where a pilot is based: the coordinates saved with the profile, or the base city geocoded
 * when a profile predates them. Null when the profile names no base we can place.
 */
export function pilotBase(
  profile: Pick<PilotProfile, "baseCity" | "baseState" | "baseLat" | "baseLng">,
): Origin | null {
  const { baseCity, baseState, baseLat, baseLng } = profile;
  const label = baseCity && baseState ? `${baseCity}, ${baseState}` : null;
  if (baseLat !== null && baseLng !== null) {
    return { label: label ?? "your base", lat: baseLat, lng: baseLng };
  }
  if (!baseCity || !baseState) return null;
  const place = geocodeCity(baseCity, baseState);
  return place ? { label: place.label, lat: place.lat, lng: place.lng } : null;
}

/** Miles from a pilot's base to a job, or null when either place is unknown. */
export function milesToJob(
  base: Point | null,
  job: { lat: number | null; lng: number | null },
): number | null {
  if (!base || job.lat === null || job.lng === null) return null;
  return milesBetween(base, { lat: job.lat, lng: job.lng });
}
