import { greatCircleMiles, type LatLng } from "./geoDistance";

/** An airport of the shipped dataset, reduced to what the airspace advisory needs. */
export interface Airport extends LatLng {
  /** The ICAO code when it has one, else the IATA code. */
  code: string;
  name: string;
}

export interface NearbyAirport extends Airport {
  /** Statute miles from the site, to a tenth. */
  distanceMiles: number;
}

/**
 * The advisory radius. Class B, C and D airspace and Class E surface areas around airports
 * need an ATC authorization (14 CFR 107.41); the usual Class D surface area reaches about 4-5
 * statute miles from the airport, so 5 is where a site may be inside one. An advisory, not a
 * determination: the FAA's facility maps and sectional charts decide.
 */
export const AIRPORT_ADVISORY_RADIUS_MILES = 5;

const MILES_PER_DEGREE_LATITUDE = 69.05;

/** Airports within `radiusMiles` of the site, nearest first. */
export function airportsNear(
  site: LatLng,
  airports: readonly Airport[],
  radiusMiles: number = AIRPORT_ADVISORY_RADIUS_MILES,
): NearbyAirport[] {
  // A cheap latitude band first: most of the world's airports are nowhere near.
  const band = radiusMiles / MILES_PER_DEGREE_LATITUDE + 0.01;
  const nearby: NearbyAirport[] = [];
  for (const airport of airports) {
    if (Math.abs(airport.lat - site.lat) > band) continue;
    const miles = greatCircleMiles(site, airport);
    if (miles <= radiusMiles)
      nearby.push({ ...airport, distanceMiles: Math.round(miles * 10) / 10 });
  }
  return nearby.sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name));
}

/** The job page's airspace advisory for one nearby airport (spec text). */
export function airspaceAdvisory(airport: NearbyAirport): string {
  return `Near ${airport.name} (${airport.distanceMiles.toFixed(1)} mi): the site may be in controlled airspace; an airspace authorization (LAANC or FAA DroneZone) may be required`;
}
