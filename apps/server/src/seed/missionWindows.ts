import {
  addCalendarDays,
  daylightPhase,
  jobSiteDate,
  missionWindowRanges,
  siteTimeZone,
  type AirspaceClass,
  type MissionWindow,
  type PartOfDay,
  type Site,
} from "@skyhire/shared";
import type { Rng } from "./prng";
import type { SeedRows } from "./rows";

type SeedJob = SeedRows["jobs"][number];

// What clients of each service usually ask for: listings at golden hour, inspections at midday
// (short shadows), construction progress at a fixed early start, surveys over a few days.
const PARTS_BY_SERVICE: Record<string, readonly PartOfDay[]> = {
  real_estate: ["golden_hour", "morning", "afternoon"],
  marketing_advertising: ["golden_hour", "afternoon"],
  commercial_inspection: ["midday", "morning"],
  insurance_claims: ["midday", "morning", "afternoon"],
  construction: ["morning"],
};
const FIXED_STARTS = ["07:30", "08:00", "09:00", "10:00"];

function windowFor(rng: Rng, job: SeedJob, date: string): MissionWindow {
  const parts = PARTS_BY_SERVICE[job.serviceType];
  if (!parts || rng.chance(0.25)) {
    // Flexible days ending on the deadline's day.
    const days = rng.int(1, 4);
    return { kind: "flexible", date: addCalendarDays(date, 1 - days), days };
  }
  if (job.serviceType === "construction" && rng.chance(0.6)) {
    return { kind: "fixed", date, startTime: rng.pick(FIXED_STARTS) };
  }
  return { kind: "part_of_day", date, partOfDay: rng.pick([...parts]) };
}

/** A daylight take-off inside the window: the middle of its first range, on a quarter hour. */
function plannedInside(window: MissionWindow, site: Site): Date | null {
  const [range] = missionWindowRanges(window, site);
  if (!range) return null;
  const middle = (range.start.getTime() + range.end.getTime()) / 2;
  const start = window.kind === "fixed" ? range.start.getTime() + 15 * 60_000 : middle;
  // Flexible days run from midnight: plan the first day's late morning instead.
  const at = window.kind === "flexible" ? range.start.getTime() + 10 * 3_600_000 : start;
  const quarter = 15 * 60_000;
  const planned = new Date(Math.round(at / quarter) * quarter);
  return daylightPhase(site, planned) === "day" ? planned : null;
}

const STATED_CLASSES: readonly AirspaceClass[] = ["G", "G", "unknown", "D", "C"];

/**
 * Mission windows for the demo jobs with a date: a part of day, a fixed start or a few flexible
 * days on the deadline's site day; most hired jobs still to fly have a confirmed flight time
 * (`keepUnplanned` stay open for the pilot to confirm). Some clients state the airspace class;
 * the larger aircraft carry anti-collision lighting. Its own random stream, so the rest of the
 * demo draws the same numbers as before.
 */
export function addMissionWindows(
  rows: SeedRows,
  rng: Rng,
  now: Date,
  keepUnplanned: ReadonlySet<string>,
): void {
  for (const job of rows.jobs) {
    if (!job.deadline || job.lat == null || job.lng == null) continue;
    const site: Site = { lat: job.lat, lng: job.lng, timeZone: siteTimeZone(job.lat, job.lng) };
    const date = jobSiteDate(job.deadline, site.timeZone);
    // The demo pilot's job to plan gets a morning: the browser suite confirms a time in it.
    const window: MissionWindow = keepUnplanned.has(job.id)
      ? { kind: "part_of_day", date, partOfDay: "morning" }
      : windowFor(rng, job, date);
    job.missionWindow = window;
    if (rng.chance(0.4)) job.airspaceClass = rng.pick([...STATED_CLASSES]);
    // Its client knows the site is in Class D: the pilot records an authorization there.
    if (keepUnplanned.has(job.id)) job.airspaceClass = "D";
    const toFly = job.status === "assigned" || job.status === "in_progress";
    if (!toFly || keepUnplanned.has(job.id)) continue;
    const planned = plannedInside(window, site);
    if (!planned || planned.getTime() < now.getTime()) continue;
    job.plannedFlightAt = planned;
    job.plannedFlightConfirmedAt = now;
  }
  for (const item of rows.equipment) {
    if (item.type !== "drone") continue;
    item.antiCollisionLighting = /Matrice|Inspire|Enterprise|EVO Max|Skydio X10|Anafi USA/.test(
      item.name,
    );
  }
}
