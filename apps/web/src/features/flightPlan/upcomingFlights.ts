import type { JobDto } from "@skyhire/shared";

/** What the list needs of a job (the dashboards' lists are loosely typed). */
export type FlightJob = {
  id: string | number;
  title: string;
  status: string;
  location?: string | null;
  siteTimeZone?: string | null;
  plannedFlight?: JobDto["plannedFlight"];
};

export type UpcomingFlight<J extends FlightJob> = J & {
  siteTimeZone: string;
  plannedFlight: NonNullable<JobDto["plannedFlight"]>;
};

const GONE = new Set(["cancelled", "completed"]);

/**
 * Confirmed flights still to come (from `now`), soonest first, once each: a job in both the
 * pilot's and the client's list (a user who is both) is listed once.
 */
export function upcomingFlights<J extends FlightJob>(
  jobs: readonly J[],
  now: Date,
  limit = 5,
): UpcomingFlight<J>[] {
  const seen = new Set<string>();
  const flights: UpcomingFlight<J>[] = [];
  for (const job of jobs) {
    const key = String(job.id);
    if (seen.has(key) || !job.plannedFlight || !job.siteTimeZone || GONE.has(job.status)) continue;
    if (Date.parse(job.plannedFlight.at) < now.getTime()) continue;
    seen.add(key);
    flights.push(job as UpcomingFlight<J>);
  }
  return flights
    .sort((a, b) => Date.parse(a.plannedFlight.at) - Date.parse(b.plannedFlight.at))
    .slice(0, limit);
}
