import { createRequire } from "node:module";
import type * as ZipCodes from "zipcodes";

/**
 * Offline geocoding of US places with the `zipcodes` package (BSD licence): a table of US ZIP
 * codes with their city, state and centre. No network and no API key, at the price of
 * city-level precision, which is all a "pilots near Austin, TX" search needs.
 */

export interface GeocodedPlace {
  /** "Austin, TX", or "Austin, TX 78701" for a ZIP code. */
  label: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  lat: number;
  lng: number;
  zip?: string;
}

// The table is a 5 MB module (about 0.2 s to load, blocking): loaded by the first search that
// needs it rather than at start-up, which would also stall the first requests after listen.
const requireCjs = createRequire(import.meta.url);
let table: typeof ZipCodes | undefined;
function zipcodes(): typeof ZipCodes {
  table ??= requireCjs("zipcodes") as typeof ZipCodes;
  return table;
}

const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;
const COUNTRY_SUFFIX = /,?\s*(?:USA|U\.S\.A\.|US|U\.S\.|United States(?: of America)?)$/i;

/**
 * Places free text: a 5-digit ZIP code (ZIP+4 accepted), "City, ST", "City, State name", or the
 * same without the comma ("Austin TX"). Null when the text names no known US place.
 */
export function geocode(text: string): GeocodedPlace | null {
  const cleaned = text.trim().replace(/\s+/g, " ").replace(COUNTRY_SUFFIX, "").trim();
  if (!cleaned) return null;
  const zip = ZIP_PATTERN.exec(cleaned);
  if (zip) return geocodeZip(zip[1] as string);
  const parts = splitCityState(cleaned);
  return parts ? geocodeCity(parts.city, parts.state) : null;
}

export function geocodeZip(zip: string): GeocodedPlace | null {
  const found = zipcodes().lookup(zip);
  if (!found || found.country !== "US" || !hasCoordinates(found)) return null;
  return {
    label: `${found.city}, ${found.state} ${found.zip}`,
    city: found.city,
    state: found.state,
    lat: found.latitude,
    lng: found.longitude,
    zip: found.zip,
  };
}

/** Cities are remembered (found or not), so repeated searches skip the scan of a state's ZIPs. */
const cityCache = new Map<string, GeocodedPlace | null>();
const CITY_CACHE_LIMIT = 5_000;

/**
 * The centre of a city: the average of its ZIP code centres. `state` is a code or a full name.
 * "St."/"Ft."/"Mt." also match "Saint"/"Fort"/"Mount", as the table spells them.
 */
export function geocodeCity(city: string, state: string): GeocodedPlace | null {
  const stateCode = usStateCode(state);
  if (!stateCode) return null;
  const key = `${city.trim().toUpperCase()}|${stateCode}`;
  const cached = cityCache.get(key);
  if (cached !== undefined) return cached;

  let place: GeocodedPlace | null = null;
  for (const name of spellings(city.trim())) {
    const zips = zipcodes().lookupByName(name, stateCode).filter(hasCoordinates);
    if (zips.length > 0) {
      const first = zips[0] as ZipCodes.ZipCode;
      const lat = zips.reduce((sum, z) => sum + z.latitude, 0) / zips.length;
      const lng = zips.reduce((sum, z) => sum + z.longitude, 0) / zips.length;
      place = {
        label: `${first.city}, ${stateCode}`,
        city: first.city,
        state: stateCode,
        lat: round(lat),
        lng: round(lng),
      };
      break;
    }
  }
  if (cityCache.size >= CITY_CACHE_LIMIT) cityCache.clear();
  cityCache.set(key, place);
  return place;
}

/** The two-letter code of a US state (or DC) from its code or full name, any case. */
export function usStateCode(state: string): string | null {
  const { full, abbr } = zipcodes().states;
  const text = state.trim().replace(/\.$/, "").toUpperCase();
  if (text.length === 2) return isUsState(abbr, text) ? text : null;
  const code = full[text];
  return code && isUsState(abbr, code) ? code : null;
}

// The package's state list also holds Canadian provinces; their table rows have no city names.
const CANADIAN = new Set([
  "BC",
  "ON",
  "NL",
  "NS",
  "PE",
  "NB",
  "QC",
  "MB",
  "SK",
  "AB",
  "NT",
  "NU",
  "YT",
]);
function isUsState(abbr: Record<string, string>, code: string): boolean {
  return code in abbr && !CANADIAN.has(code);
}

function splitCityState(text: string): { city: string; state: string } | null {
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const city = text.slice(0, comma).trim();
    const state = text.slice(comma + 1).trim();
    return city && state ? { city, state } : null;
  }
  // No comma: the state is the last one to three words ("Austin TX", "Raleigh North Carolina").
  const words = text.split(" ");
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = words.slice(-n).join(" ");
    if (usStateCode(state)) return { city: words.slice(0, -n).join(" "), state };
  }
  return null;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/^St\.?\s+/i, "Saint "],
  [/^Ft\.?\s+/i, "Fort "],
  [/^Mt\.?\s+/i, "Mount "],
];

function spellings(city: string): string[] {
  const names = [city];
  for (const [pattern, replacement] of ABBREVIATIONS) {
    if (pattern.test(city)) names.push(city.replace(pattern, replacement));
  }
  return names;
}

function hasCoordinates(z: ZipCodes.ZipCode): boolean {
  return Number.isFinite(z.latitude) && Number.isFinite(z.longitude);
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
