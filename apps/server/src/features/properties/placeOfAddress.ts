import { geocode, type GeocodedPlace } from "../pilots/geocoding";

const TRAILING_ZIP = /\b(\d{5})(?:-\d{4})?\s*$/;

/**
 * Where a street address is, at city precision: its trailing ZIP code, else its last two
 * comma-separated parts as "City, ST" ("12 Oak St, Austin, TX"). Null when neither is known;
 * a property is still saved, just without coordinates.
 */
export function placeOfAddress(address: string | null | undefined): GeocodedPlace | null {
  const text = address?.trim();
  if (!text) return null;
  const zip = TRAILING_ZIP.exec(text);
  if (zip) {
    const place = geocode(zip[1] as string);
    if (place) return place;
  }
  const parts = text
    .replace(TRAILING_ZIP, "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return geocode(text);
  return geocode(parts.slice(-2).join(", "));
}
