import { asc, eq } from "drizzle-orm";
import { flightTotals, formatAirtime, type LogbookDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { flightLogs, jobs, pilotProfiles, type User } from "../../db/schema";
import { toCsv } from "../invoices/csv";
import { toFlightLogDto } from "./flightLogDto";

/** GET /api/logbook: every flight the pilot logged, with totals per aircraft and per month. */
export async function logbookOf(db: Database, user: User): Promise<LogbookDto> {
  const rows = await db
    .select({ log: flightLogs, jobTitle: jobs.title })
    .from(flightLogs)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, flightLogs.pilotProfileId))
    .innerJoin(jobs, eq(jobs.id, flightLogs.jobId))
    .where(eq(pilotProfiles.userId, user.id))
    .orderBy(asc(flightLogs.takeoffAt));
  const totals = flightTotals(
    rows.map(({ log }) => ({
      aircraftKey: log.equipmentId ?? `name:${log.aircraftName}`,
      aircraftName: log.aircraftName,
      takeoffAt: log.takeoffAt,
      landingAt: log.landingAt,
      timeZone: log.timeZone,
    })),
  );
  return {
    totals: totals.total,
    byAircraft: totals.byAircraft.map(({ aircraftKey, aircraftName, flights, airtimeSeconds }) => ({
      equipmentId: aircraftKey.startsWith("name:") ? null : aircraftKey,
      aircraftName,
      flights,
      airtimeSeconds,
    })),
    byMonth: totals.byMonth,
    flights: rows.map(({ log, jobTitle }) => ({ ...toFlightLogDto(log), jobTitle })),
  };
}

/** Local wall-clock time of a flight in its site's zone, "YYYY-MM-DD HH:MM". */
function siteClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** GET /api/logbook.csv: one row per flight, times in the site's zone with the zone named. */
export function logbookCsv(logbook: LogbookDto): string {
  const header = [
    "Takeoff (site time)",
    "Landing (site time)",
    "Time zone",
    "Airtime",
    "Airtime (minutes)",
    "Aircraft",
    "Job",
    "Location",
    "Max altitude (ft AGL)",
    "Battery packs",
    "Incident",
    "Remarks",
  ];
  const rows = logbook.flights.map((f) => [
    siteClock(f.takeoffAt, f.timeZone),
    siteClock(f.landingAt, f.timeZone),
    f.timeZone,
    formatAirtime(f.airtimeSeconds),
    (f.airtimeSeconds / 60).toFixed(1),
    f.aircraftName,
    f.jobTitle,
    f.location,
    String(f.maxAltitudeFtAgl),
    String(f.batteryPacks),
    f.incident ?? "",
    f.remarks ?? "",
  ]);
  return toCsv([header, ...rows]);
}
