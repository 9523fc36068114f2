import { describe, expect, it } from "vitest";
import { jobRow } from "@/features/clientJobs/testData";
import {
  EMPTY_MISSION_WINDOW_FORM,
  airspaceClassPayload,
  missionWindowErrors,
  missionWindowFormValues,
  missionWindowPayload,
} from "./missionWindowForm";

const TODAY = "2026-11-25";
const form = (over: Partial<typeof EMPTY_MISSION_WINDOW_FORM>) => ({
  ...EMPTY_MISSION_WINDOW_FORM,
  ...over,
});

describe("the job post form's mission window", () => {
  it("sends no window without a flight day, and the class only when stated", () => {
    expect(missionWindowPayload(EMPTY_MISSION_WINDOW_FORM)).toBeNull();
    expect(airspaceClassPayload(EMPTY_MISSION_WINDOW_FORM)).toBeNull();
    expect(airspaceClassPayload(form({ airspaceClass: "E_surface" }))).toBe("E_surface");
  });

  it("sends each kind of window in the API's shape", () => {
    const day = { flightDay: "2026-12-03" };
    expect(missionWindowPayload(form({ ...day, windowKind: "golden_hour" }))).toEqual({
      kind: "part_of_day",
      date: "2026-12-03",
      partOfDay: "golden_hour",
    });
    expect(missionWindowPayload(form({ ...day, windowKind: "fixed", startTime: "09:30" }))).toEqual(
      { kind: "fixed", date: "2026-12-03", startTime: "09:30" },
    );
    expect(missionWindowPayload(form({ ...day, flexibleDays: "3" }))).toEqual({
      kind: "flexible",
      date: "2026-12-03",
      days: 3,
    });
  });

  it("asks for what is missing and refuses a past day", () => {
    expect(missionWindowErrors(form({ windowKind: "morning" }), TODAY)).toEqual({
      flightDay: "Choose the flight day",
    });
    expect(
      missionWindowErrors(form({ flightDay: "2026-12-03", windowKind: "fixed" }), TODAY),
    ).toEqual({ startTime: "Enter the start time" });
    expect(
      missionWindowErrors(form({ flightDay: "2026-11-24", flexibleDays: "45" }), TODAY),
    ).toEqual({ flightDay: "The date must be in the future", flexibleDays: "Enter 1 to 30 days" });
  });

  it("reads a stated window back into the form, but not one derived from a deadline", () => {
    const stated = jobRow({
      missionWindow: { kind: "part_of_day", date: "2026-12-03", partOfDay: "midday" },
      airspaceClass: "D",
    });
    expect(missionWindowFormValues(stated)).toMatchObject({
      flightDay: "2026-12-03",
      windowKind: "midday",
      airspaceClass: "D",
    });
    const derived = jobRow({ missionWindow: { kind: "flexible", date: "2026-12-10", days: 1 } });
    expect(missionWindowFormValues(derived).flightDay).toBe("");
  });
});
