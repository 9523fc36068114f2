// A webpack-built CommonJS module: Node.js sees no named exports, only the default.
import airportData from "airport-data-js";
import type { Airport } from "@skyhire/shared";

/**
 * The airport list ships inside the airport-data-js package (no network at run time): about
 * 18,800 airports worldwide, 4,417 of them in the US, with coordinates and ICAO/IATA codes.
 * Private strips and most heliports are not in it, which the footnote says.
 */
export const AIRPORT_DATA_SOURCE = {
  name: "airport-data-js",
  version: "4.0.0",
  licence: "CC BY 4.0",
  url: "https://github.com/aashishvanand/airport-data-js",
  note: "Public and commercial airports with an ICAO or IATA code; private strips and most heliports are not listed.",
};

let loaded: Promise<Airport[]> | null = null;

/** Every airport of the dataset, read (and unpacked, about half a second) once per process. */
export function allAirports(): Promise<Airport[]> {
  loaded ??= airportData.findAirports({}).then((rows) =>
    rows
      .filter(
        (row) =>
          row.type !== "closed" && Number.isFinite(row.latitude) && Number.isFinite(row.longitude),
      )
      .map((row) => ({
        code: row.icao || row.iata,
        name: row.airport,
        lat: row.latitude,
        lng: row.longitude,
      })),
  );
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
