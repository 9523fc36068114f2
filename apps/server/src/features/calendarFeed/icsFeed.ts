import ical, { ICalEventStatus } from "ical-generator";
import type { ScheduleEvent } from "./scheduleEvents";

const STATUS = {
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/** A site date "YYYY-MM-DD" as the UTC midnight ical-generator writes as a DATE value. */
function dateValue(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/**
 * The schedule as an iCalendar document (RFC 5545). All-day job events carry the site's dates;
 * flights carry UTC instants, which every calendar app shows in its own zone. DTSTAMP is the
 * event's last change, so an unchanged schedule gives the same bytes (and the same ETag).
 */
export function scheduleCalendar(events: readonly ScheduleEvent[], name: string): string {
  const calendar = ical({
    name,
    prodId: { company: "SkyHire", product: "Schedule", language: "EN" },
    // A hint for apps that poll: once an hour is plenty for a job schedule.
    ttl: 60 * 60,
  });
  for (const event of events) {
    const when = event.days
      ? {
          start: dateValue(event.days.start),
          end: dateValue(event.days.endExclusive),
          allDay: true,
        }
      : { start: event.times!.start, end: event.times!.end };
    calendar.createEvent({
      id: event.uid,
      ...when,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
      status: STATUS[event.status],
      sequence: event.sequence,
      stamp: event.lastModified,
      lastModified: event.lastModified,
    });
  }
  return calendar.toString();
}
