import { describe, expect, it } from "vitest";
import {
  NIGHT_NEEDS_AIRCRAFT_MESSAGE,
  NIGHT_NOT_ELIGIBLE_MESSAGE,
  PLANNED_TIME_PAST_MESSAGE,
} from "./plannedFlight";
import {
  RESCHEDULE_AFTER_DEADLINE_MESSAGE,
  RESCHEDULE_SAME_TIME_MESSAGE,
  RESCHEDULE_TOO_FAR_MESSAGE,
  rescheduleAnswerer,
  rescheduleRefusal,
  type RescheduleFacts,
} from "./reschedule";
import { siteDateTime, type Site } from "./siteTime";

// Austin, TX in December: civil dawn about 6:52 AM, civil dusk about 5:57 PM (CST).
const AUSTIN: Site = { lat: 30.2672, lng: -97.7431, timeZone: "America/Chicago" };
const at = (date: string, time: string) => siteDateTime(date, time, AUSTIN.timeZone);
const LIT = { name: "Matrice 30", antiCollisionLighting: true };

const facts = (over: Partial<RescheduleFacts>): RescheduleFacts => ({
  planned: at("2026-12-05", "10:00"),
  current: at("2026-12-03", "10:00"),
  now: new Date("2026-11-25T12:00:00Z"),
  site: AUSTIN,
  deadlineDate: "2026-12-10",
  nightEligible: false,
  aircraft: null,
  ...over,
});

describe("a new planned time for a reschedule", () => {
  it("may leave the mission window: any daylight time to come up to the deadline day", () => {
    expect(rescheduleRefusal(facts({}))).toBeNull();
    expect(rescheduleRefusal(facts({ planned: at("2026-12-10", "16:00") }))).toBeNull();
  });

  it("refuses a day after the deadline, read on the site's calendar", () => {
    // 11 PM on Dec 10 in Austin is already Dec 11 in UTC: still the deadline day at the site.
    const lateEvening = at("2026-12-10", "23:00");
    expect(
      rescheduleRefusal(facts({ planned: lateEvening, nightEligible: true, aircraft: LIT })),
    ).toBeNull();
    expect(rescheduleRefusal(facts({ planned: at("2026-12-11", "10:00") }))).toBe(
      RESCHEDULE_AFTER_DEADLINE_MESSAGE,
    );
  });

  it("refuses the past, and the time already planned", () => {
    expect(rescheduleRefusal(facts({ planned: new Date("2026-11-25T12:00:00Z") }))).toBe(
      PLANNED_TIME_PAST_MESSAGE,
    );
    expect(rescheduleRefusal(facts({ planned: at("2026-12-03", "10:00") }))).toBe(
      RESCHEDULE_SAME_TIME_MESSAGE,
    );
  });

  it("without a deadline, accepts up to a year ahead and no further", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const inAYear = new Date(now.getTime() + 365 * 86_400_000);
    const justAfter = new Date(inAYear.getTime() + 60_000);
    const base = { now, deadlineDate: null, nightEligible: true, aircraft: LIT };
    expect(rescheduleRefusal(facts({ ...base, planned: inAYear }))).toBeNull();
    expect(rescheduleRefusal(facts({ ...base, planned: justAfter }))).toBe(
      RESCHEDULE_TOO_FAR_MESSAGE,
    );
  });

  it("keeps 14 CFR 107.29: night needs eligibility, twilight and night a lit aircraft", () => {
    const night = at("2026-12-05", "21:00");
    expect(rescheduleRefusal(facts({ planned: night, aircraft: LIT }))).toBe(
      NIGHT_NOT_ELIGIBLE_MESSAGE,
    );
    expect(rescheduleRefusal(facts({ planned: night, nightEligible: true }))).toBe(
      NIGHT_NEEDS_AIRCRAFT_MESSAGE,
    );
    expect(
      rescheduleRefusal(facts({ planned: night, nightEligible: true, aircraft: LIT })),
    ).toBeNull();
  });

  it("is answered by the side that did not propose it", () => {
    expect(rescheduleAnswerer("pilot")).toBe("client");
    expect(rescheduleAnswerer("client")).toBe("pilot");
  });
});
