import { and, asc, eq, ne } from "drizzle-orm";
import { addCalendarDays, jobSiteDate, siteTimeZone, type JobStatus } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { clientProfiles, flightLogs, jobs, pilotProfiles } from "../../db/schema";

/** One entry of a user's schedule, before it is written as iCalendar. */
export interface ScheduleEvent {
  /** Stable across fetches and renewals: the calendar app updates the event in place. */
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  /** All-day events span site dates ("YYYY-MM-DD", end exclusive); timed ones instants. */
  days?: { start: string; endExclusive: string };
  times?: { start: Date; end: Date };
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /** Rises whenever the row changes (times included), as RFC 5545 asks of a revision. */
  sequence: number;
  lastModified: Date;
}

const STATUS_WORDS: Record<JobStatus, string> = {
  open: "Open for applications",
  assigned: "Pilot hired",
  in_progress: "Mission in progress",
  ready_for_review: "Delivered, waiting for review",
  completed: "Completed",
  cancelled: "Cancelled",
  disputed: "In dispute",
};

function eventStatus(status: JobStatus): ScheduleEvent["status"] {
  if (status === "cancelled") return "CANCELLED";
  return status === "open" ? "TENTATIVE" : "CONFIRMED";
}

/** Whole seconds from creation to the last change: grows with every change of the row. */
function revision(createdAt: Date, updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - createdAt.getTime()) / 1000));
}

type JobForFeed = Pick<
  typeof jobs.$inferSelect,
  | "id"
  | "title"
  | "location"
  | "lat"
  | "lng"
  | "status"
  | "dateFrom"
  | "deadline"
  | "plannedFlightAt"
  | "createdAt"
  | "updatedAt"
>;

/** How long a planned flight shows in a calendar: the take-off time is planned, not the end. */
const PLANNED_FLIGHT_MS = 60 * 60 * 1000;

/** The take-off the hired pilot confirmed, as a timed event; null until one is planned. */
export function plannedFlightEvent(job: JobForFeed, appUrl: string): ScheduleEvent | null {
  if (!job.plannedFlightAt) return null;
  const url = `${appUrl}/jobs/${job.id}`;
  return {
    uid: `planned-flight-${job.id}@skyhire`,
    summary: `Planned flight: ${job.title}`,
    description: `Planned take-off confirmed by the pilot. Open in SkyHire: ${url}`,
    location: job.location,
    url,
    times: {
      start: job.plannedFlightAt,
      end: new Date(job.plannedFlightAt.getTime() + PLANNED_FLIGHT_MS),
    },
    status: job.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    // The job row changes with the planned time, so its revision covers a move.
    sequence: revision(job.createdAt, job.updatedAt),
    lastModified: job.updatedAt,
  };
}

/** A job as an all-day event over its dates in the site's zone; null when it has no date. */
export function jobEvent(job: JobForFeed, role: "client" | "pilot", appUrl: string) {
  const first = job.dateFrom ?? job.deadline;
  const last = job.deadline ?? job.dateFrom;
  if (!first || !last) return null;
  const zone = job.lat !== null && job.lng !== null ? siteTimeZone(job.lat, job.lng) : "UTC";
  const url = `${appUrl}/jobs/${job.id}`;
  return {
    uid: `job-${job.id}@skyhire`,
    summary: role === "pilot" ? `Drone job: ${job.title}` : `${job.title} (your drone job)`,
    description: `${STATUS_WORDS[job.status]}. Open in SkyHire: ${url}`,
    location: job.location,
    url,
    days: {
      start: jobSiteDate(first, zone),
      endExclusive: addCalendarDays(jobSiteDate(last, zone), 1),
    },
    status: eventStatus(job.status),
    sequence: revision(job.createdAt, job.updatedAt),
    lastModified: job.updatedAt,
  } satisfies ScheduleEvent;
}

const feedJobColumns = {
  id: jobs.id,
  title: jobs.title,
  location: jobs.location,
  lat: jobs.lat,
  lng: jobs.lng,
  status: jobs.status,
  dateFrom: jobs.dateFrom,
  deadline: jobs.deadline,
  plannedFlightAt: jobs.plannedFlightAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};

/**
 * What the user sees in the app as their schedule: the jobs they posted (every status, so a
 * cancellation reaches the calendar), the jobs they were hired for, the planned take-offs of
 * both, and the flights they logged.
 */
export async function scheduleOf(
  db: Database,
  userId: string,
  appUrl: string,
): Promise<ScheduleEvent[]> {
  const posted = await db
    .select(feedJobColumns)
    .from(jobs)
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .where(eq(clientProfiles.userId, userId))
    .orderBy(asc(jobs.createdAt));
  const hired = await db
    .select(feedJobColumns)
    .from(jobs)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, jobs.pilotProfileId))
    .where(and(eq(pilotProfiles.userId, userId), ne(jobs.status, "open")))
    .orderBy(asc(jobs.createdAt));
  const flights = await db
    .select({ log: flightLogs, jobTitle: jobs.title })
    .from(flightLogs)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, flightLogs.pilotProfileId))
    .innerJoin(jobs, eq(jobs.id, flightLogs.jobId))
    .where(eq(pilotProfiles.userId, userId))
    .orderBy(asc(flightLogs.takeoffAt));

  const events: ScheduleEvent[] = [];
  for (const job of posted) {
    const event = jobEvent(job, "client", appUrl);
    if (event) events.push(event);
  }
  for (const job of hired) {
    const event = jobEvent(job, "pilot", appUrl);
    if (event && !events.some((e) => e.uid === event.uid)) events.push(event);
  }
  for (const job of [...posted, ...hired]) {
    const planned = plannedFlightEvent(job, appUrl);
    if (planned && !events.some((e) => e.uid === planned.uid)) events.push(planned);
  }
  for (const { log, jobTitle } of flights) {
    const url = `${appUrl}/jobs/${log.jobId}`;
    events.push({
      uid: `flight-${log.id}@skyhire`,
      summary: `Flight: ${jobTitle} (${log.aircraftName})`,
      description: `Logged flight, max ${log.maxAltitudeFtAgl} ft AGL. Open in SkyHire: ${url}`,
      location: log.location,
      url,
      times: { start: log.takeoffAt, end: log.landingAt },
      status: "CONFIRMED",
      sequence: revision(log.createdAt, log.updatedAt),
      lastModified: log.updatedAt,
    });
  }
  return events;
}
