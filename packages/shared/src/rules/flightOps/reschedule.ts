import { plannedFlightRefusal, type PlannedAircraft } from "./plannedFlight";
import { siteDateOf, type Site } from "./siteTime";

/** Why a side asks to move the planned flight. */
export const RESCHEDULE_REASONS = ["weather", "access", "client_request", "other"] as const;
export type RescheduleReason = (typeof RESCHEDULE_REASONS)[number];
export const RESCHEDULE_REASON_LABELS: Record<RescheduleReason, string> = {
  weather: "Weather",
  access: "Site access",
  client_request: "Client request",
  other: "Other",
};

export const RESCHEDULE_STATUSES = ["open", "accepted", "declined", "withdrawn"] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

/** How far ahead a new time may be when the job has no deadline. */
export const RESCHEDULE_MAX_DAYS_AHEAD = 365;

export const RESCHEDULE_AFTER_DEADLINE_MESSAGE =
  "The new time is after the job's deadline. Pick a day on or before the deadline.";
export const RESCHEDULE_TOO_FAR_MESSAGE = `Pick a new time within ${RESCHEDULE_MAX_DAYS_AHEAD} days.`;
export const RESCHEDULE_SAME_TIME_MESSAGE =
  "That is already the planned flight time: pick a different time.";

export interface RescheduleFacts {
  planned: Date;
  /** The planned flight being moved. */
  current: Date;
  now: Date;
  site: Site;
  /** The job's deadline as a site date; null when the job has none. */
  deadlineDate: string | null;
  nightEligible: boolean;
  /** The aircraft of the planned flight, which the new time keeps. */
  aircraft: PlannedAircraft | null;
}

/**
 * Why a new planned time can't be proposed or accepted, or null when it can. Both sides agree
 * to it, so the client's mission window no longer binds: any time to come up to the end of the
 * job's deadline day at the site (or within a year when the job has no deadline). The rules of
 * the flight itself still hold: 14 CFR 107.29 at night and in civil twilight.
 */
export function rescheduleRefusal(facts: RescheduleFacts): string | null {
  if (facts.planned.getTime() === facts.current.getTime()) return RESCHEDULE_SAME_TIME_MESSAGE;
  const sameRules = plannedFlightRefusal({ ...facts, window: null });
  if (facts.planned.getTime() <= facts.now.getTime()) return sameRules;
  if (facts.deadlineDate && siteDateOf(facts.planned, facts.site.timeZone) > facts.deadlineDate) {
    return RESCHEDULE_AFTER_DEADLINE_MESSAGE;
  }
  const ahead = facts.planned.getTime() - facts.now.getTime();
  if (!facts.deadlineDate && ahead > RESCHEDULE_MAX_DAYS_AHEAD * 86_400_000) {
    return RESCHEDULE_TOO_FAR_MESSAGE;
  }
  return sameRules;
}

/** Who answers a proposal: the side that did not make it. */
export function rescheduleAnswerer(proposer: "client" | "pilot"): "client" | "pilot" {
  return proposer === "client" ? "pilot" : "client";
}
