import { MAX_ALTITUDE_FT_AGL } from "./airspaceAuthorization";
import { flightLogProblems, type FlightLogTimes } from "./flightLog";
import { siteDateOf } from "./siteTime";

/**
 * A flight log's problems when the flight may go up to `allowedCeilingFtAgl`: 400 ft AGL by
 * default (14 CFR 107.51(b)), or the approved ceiling of the airspace authorization it was
 * flown under (107.41; never above 400). The caller decides the ceiling, so an authorization
 * record can lower or grant it without changing this rule.
 */
export function flightLogProblemsUnderCeiling(
  log: FlightLogTimes,
  allowedCeilingFtAgl: number = MAX_ALTITUDE_FT_AGL,
): string[] {
  const problems = flightLogProblems({ ...log, structureHeightFtAgl: null });
  if (problems.length > 0) return problems;
  if (log.maxAltitudeFtAgl > allowedCeilingFtAgl) {
    return [
      `Max altitude can be at most ${allowedCeilingFtAgl} ft AGL here: record an airspace authorization that allows it (14 CFR 107.41, 107.51(b)).`,
    ];
  }
  return [];
}

/** Whole seconds in the air, from takeoff to landing. */
export function airtimeSeconds(takeoffAt: Date, landingAt: Date): number {
  return Math.max(0, Math.round((landingAt.getTime() - takeoffAt.getTime()) / 1000));
}

export interface LoggedFlight {
  aircraftKey: string;
  aircraftName: string;
  takeoffAt: Date;
  landingAt: Date;
  /** The site's zone: a flight belongs to the month its site's calendar shows at takeoff. */
  timeZone: string;
}

export interface FlightTotals {
  flights: number;
  airtimeSeconds: number;
}

/** Totals per aircraft (most airtime first) and per month ("YYYY-MM", oldest first). */
export function flightTotals(flights: readonly LoggedFlight[]) {
  const total: FlightTotals = { flights: 0, airtimeSeconds: 0 };
  const aircraft = new Map<string, FlightTotals & { aircraftKey: string; aircraftName: string }>();
  const months = new Map<string, FlightTotals & { month: string }>();
  for (const flight of flights) {
    const seconds = airtimeSeconds(flight.takeoffAt, flight.landingAt);
    const month = siteDateOf(flight.takeoffAt, flight.timeZone).slice(0, 7);
    const byAircraft = aircraft.get(flight.aircraftKey) ?? {
      aircraftKey: flight.aircraftKey,
      aircraftName: flight.aircraftName,
      flights: 0,
      airtimeSeconds: 0,
    };
    const byMonth = months.get(month) ?? { month, flights: 0, airtimeSeconds: 0 };
    for (const sum of [total, byAircraft, byMonth]) {
      sum.flights += 1;
      sum.airtimeSeconds += seconds;
    }
    aircraft.set(flight.aircraftKey, byAircraft);
    months.set(month, byMonth);
  }
  return {
    total,
    byAircraft: [...aircraft.values()].sort(
      (a, b) => b.airtimeSeconds - a.airtimeSeconds || a.aircraftName.localeCompare(b.aircraftName),
    ),
    byMonth: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
  };
}

/** "1 h 05 min", "12 min", "45 s": airtime as a logbook reads it. */
export function formatAirtime(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}
