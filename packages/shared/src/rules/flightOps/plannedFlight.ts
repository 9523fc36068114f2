import { isWithinMissionWindow, type MissionWindow } from "./missionWindow";
import type { Site } from "./siteTime";
import { daylightPhase, type DaylightPhase } from "./twilight";

/** The aircraft a pilot picks for a flight, as the check reads it. */
export interface PlannedAircraft {
  name: string;
  /** 14 CFR 107.29(a)(2): lit with anti-collision lighting visible for 3 statute miles. */
  antiCollisionLighting: boolean;
}

export interface PlannedFlightFacts {
  planned: Date;
  now: Date;
  site: Site;
  /** The job's window; null when the job has no date (then any time to come is accepted). */
  window: MissionWindow | null;
  /** 107.29(a)(1): the pilot's current Part 107 test or training covers night operations. */
  nightEligible: boolean;
  aircraft: PlannedAircraft | null;
}

export const PLANNED_TIME_PAST_MESSAGE = "The planned flight time must be in the future.";
export const OUTSIDE_WINDOW_MESSAGE =
  "The planned flight time is outside the client's mission window. Pick a time inside it, or agree a new window with the client.";
export const NIGHT_NOT_ELIGIBLE_MESSAGE =
  "This time is a night operation (after civil dusk or before civil dawn): 14 CFR 107.29 needs a verified Part 107 test or training taken on or after April 6, 2021. Pick a daylight time, or update your credentials.";
export const NIGHT_NEEDS_AIRCRAFT_MESSAGE =
  "A night or civil-twilight flight needs the aircraft you'll fly: choose one from your fleet with anti-collision lighting.";

/** 107.29(a)(2) and (b): lighting visible for 3 statute miles at night and in civil twilight. */
export function aircraftLightingMessage(aircraftName: string, phase: DaylightPhase): string {
  const when = phase === "night" ? "at night" : "in civil twilight";
  return `${aircraftName} is not marked as having anti-collision lighting visible for 3 statute miles, which flying ${when} needs (14 CFR 107.29). Mark it in your fleet, or choose another aircraft.`;
}

/**
 * Why the hired pilot cannot confirm this planned flight, or null when they can: the time must
 * be to come and inside the client's window; a night operation (14 CFR 107.29(a)) needs a
 * night-eligible pilot; night and civil twilight (107.29(b)) need an aircraft with
 * anti-collision lighting visible for 3 statute miles.
 */
export function plannedFlightRefusal(facts: PlannedFlightFacts): string | null {
  if (facts.planned.getTime() <= facts.now.getTime()) return PLANNED_TIME_PAST_MESSAGE;
  if (facts.window && !isWithinMissionWindow(facts.planned, facts.window, facts.site)) {
    return OUTSIDE_WINDOW_MESSAGE;
  }
  const phase = daylightPhase(facts.site, facts.planned);
  if (phase === "night" && !facts.nightEligible) return NIGHT_NOT_ELIGIBLE_MESSAGE;
  if (phase !== "day") {
    if (!facts.aircraft) return NIGHT_NEEDS_AIRCRAFT_MESSAGE;
    if (!facts.aircraft.antiCollisionLighting) {
      return aircraftLightingMessage(facts.aircraft.name, phase);
    }
  }
  return null;
}
