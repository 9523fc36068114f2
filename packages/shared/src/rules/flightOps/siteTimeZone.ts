import tzlookup from "@photostructure/tz-lookup";

// Apart from siteTime.ts so the web app, which formats times in a zone the API names, does not
// bundle the 73 KB of zone boundaries.
/**
 * The IANA time zone at a point, from the boundary data shipped in @photostructure/tz-lookup
 * (offline; at sea it answers the nautical "Etc/GMT±N" zone).
 */
export function siteTimeZone(lat: number, lng: number): string {
  return tzlookup(lat, lng);
}
