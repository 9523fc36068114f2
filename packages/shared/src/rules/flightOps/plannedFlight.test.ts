import { describe, expect, it } from "vitest";
import type { MissionWindow } from "./missionWindow";
import {
  NIGHT_NEEDS_AIRCRAFT_MESSAGE,
  NIGHT_NOT_ELIGIBLE_MESSAGE,
  OUTSIDE_WINDOW_MESSAGE,
  PLANNED_TIME_PAST_MESSAGE,
  plannedFlightRefusal,
  type PlannedFlightFacts,
} from "./plannedFlight";
import { siteDateTime, type Site } from "./siteTime";

// Austin, TX on 2026-12-03: civil dawn about 6:52 AM, sunrise 7:17, sunset 5:31 PM, dusk 5:57.
const AUSTIN: Site = { lat: 30.2672, lng: -97.7431, timeZone: "America/Chicago" };
const at = (time: string, date = "2026-12-03") => siteDateTime(date, time, AUSTIN.timeZone);
const FLEXIBLE: MissionWindow = { kind: "flexible", date: "2026-12-03", days: 1 };
const LIT = { name: "Matrice 30", antiCollisionLighting: true };
const DARK = { name: "Mini 4 Pro", antiCollisionLighting: false };

const facts = (over: Partial<PlannedFlightFacts>): PlannedFlightFacts => ({
  planned: at("10:00"),
  now: new Date("2026-11-25T12:00:00Z"),
  site: AUSTIN,
  window: FLEXIBLE,
  nightEligible: false,
  aircraft: null,
  ...over,
});

describe("confirming a planned flight", () => {
  it("accepts a daylight time inside the window, with or without an aircraft", () => {
    expect(plannedFlightRefusal(facts({}))).toBeNull();
    expect(plannedFlightRefusal(facts({ aircraft: DARK }))).toBeNull();
  });

  it("refuses a time that has passed", () => {
    expect(plannedFlightRefusal(facts({ now: at("10:00") }))).toBe(PLANNED_TIME_PAST_MESSAGE);
  });

  it("refuses a time outside the window, in the site's zone", () => {
    const morning: MissionWindow = {
      kind: "part_of_day",
      date: "2026-12-03",
      partOfDay: "morning",
    };
    expect(plannedFlightRefusal(facts({ window: morning, planned: at("10:59") }))).toBeNull();
    expect(plannedFlightRefusal(facts({ window: morning, planned: at("11:00") }))).toBe(
      OUTSIDE_WINDOW_MESSAGE,
    );
    expect(plannedFlightRefusal(facts({ planned: at("10:00", "2026-12-04") }))).toBe(
      OUTSIDE_WINDOW_MESSAGE,
    );
  });

  it("takes any future time when the job has no window", () => {
    expect(
      plannedFlightRefusal(facts({ window: null, planned: at("10:00", "2027-01-09") })),
    ).toBeNull();
  });

  it("refuses a night operation to a pilot without night eligibility (107.29(a)(1))", () => {
    expect(plannedFlightRefusal(facts({ planned: at("19:00"), aircraft: LIT }))).toBe(
      NIGHT_NOT_ELIGIBLE_MESSAGE,
    );
    expect(plannedFlightRefusal(facts({ planned: at("06:30"), aircraft: LIT }))).toBe(
      NIGHT_NOT_ELIGIBLE_MESSAGE,
    );
  });

  it("lets a night-eligible pilot fly at night only with a lit aircraft (107.29(a)(2))", () => {
    const night = { planned: at("19:00"), nightEligible: true };
    expect(plannedFlightRefusal(facts(night))).toBe(NIGHT_NEEDS_AIRCRAFT_MESSAGE);
    expect(plannedFlightRefusal(facts({ ...night, aircraft: DARK }))).toMatch(
      /Mini 4 Pro is not marked as having anti-collision lighting visible for 3 statute miles, which flying at night/,
    );
    expect(plannedFlightRefusal(facts({ ...night, aircraft: LIT }))).toBeNull();
  });

  it("asks for lighting, not night eligibility, in civil twilight (107.29(b))", () => {
    const twilight = { planned: at("17:45") };
    expect(plannedFlightRefusal(facts({ ...twilight, aircraft: DARK }))).toMatch(
      /flying in civil twilight/,
    );
    expect(plannedFlightRefusal(facts({ ...twilight, aircraft: LIT }))).toBeNull();
  });
});
