import {
  airtimeSeconds,
  flightTotals,
  type FlightLogDto,
  type FlightSummaryDto,
} from "@skyhire/shared";
import type { FlightLog } from "../../db/schema";

export function toFlightLogDto(row: FlightLog): FlightLogDto {
  return {
    id: row.id,
    jobId: row.jobId,
    equipmentId: row.equipmentId,
    aircraftName: row.aircraftName,
    takeoffAt: row.takeoffAt.toISOString(),
    landingAt: row.landingAt.toISOString(),
    airtimeSeconds: airtimeSeconds(row.takeoffAt, row.landingAt),
    maxAltitudeFtAgl: row.maxAltitudeFtAgl,
    location: row.location,
    timeZone: row.timeZone,
    batteryPacks: row.batteryPacks,
    remarks: row.remarks,
    incident: row.incident,
  };
}

/** The client's view: how many flights, how long in the air, on which aircraft. No remarks. */
export function flightSummary(rows: readonly FlightLog[], timeZone: string): FlightSummaryDto {
  const totals = flightTotals(
    rows.map((row) => ({
      aircraftKey: row.equipmentId ?? row.aircraftName,
      aircraftName: row.aircraftName,
      takeoffAt: row.takeoffAt,
      landingAt: row.landingAt,
      timeZone: row.timeZone,
    })),
  );
  const first = rows.reduce<Date | null>(
    (min, row) => (min === null || row.takeoffAt < min ? row.takeoffAt : min),
    null,
  );
  const last = rows.reduce<Date | null>(
    (max, row) => (max === null || row.landingAt > max ? row.landingAt : max),
    null,
  );
  return {
    flights: totals.total.flights,
    airtimeSeconds: totals.total.airtimeSeconds,
    aircraft: totals.byAircraft.map((a) => ({ name: a.aircraftName, flights: a.flights })),
    firstTakeoffAt: first?.toISOString() ?? null,
    lastLandingAt: last?.toISOString() ?? null,
    timeZone: rows[0]?.timeZone ?? timeZone,
  };
}
