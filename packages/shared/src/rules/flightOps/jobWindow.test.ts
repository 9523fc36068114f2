import { describe, expect, it } from "vitest";
import { jobMissionWindow, jobSiteDate, missionWindowLastDate } from "./jobWindow";

const CHICAGO = "America/Chicago";
// The web app sends a picked day as the end of that day in the poster's zone.
const endOfDayIn = (date: string, offsetHours: number) =>
  new Date(Date.parse(`${date}T23:59:59.999Z`) - offsetHours * 3_600_000);

describe("a job's mission window", () => {
  it("is the client's stated window when there is one", () => {
    const stated = {
      kind: "part_of_day" as const,
      date: "2026-12-03",
      partOfDay: "morning" as const,
    };
    expect(
      jobMissionWindow({ missionWindow: stated, dateFrom: null, deadline: new Date() }, CHICAGO),
    ).toBe(stated);
  });

  it("reads a deadline alone as a flexible day on the site's date, from any US poster's zone", () => {
    for (const offset of [-5, -6, -8, -10]) {
      expect(
        jobMissionWindow(
          { missionWindow: null, dateFrom: null, deadline: endOfDayIn("2026-12-10", offset) },
          CHICAGO,
        ),
      ).toEqual({ kind: "flexible", date: "2026-12-10", days: 1 });
    }
  });

  it("spans a date window from its first to its last day, capped at 30 days", () => {
    const window = jobMissionWindow(
      {
        missionWindow: null,
        dateFrom: endOfDayIn("2026-12-01", -6),
        deadline: endOfDayIn("2026-12-05", -6),
      },
      CHICAGO,
    );
    expect(window).toEqual({ kind: "flexible", date: "2026-12-01", days: 5 });
    expect(window && missionWindowLastDate(window)).toBe("2026-12-05");
    const long = jobMissionWindow(
      {
        missionWindow: null,
        dateFrom: endOfDayIn("2026-01-01", -6),
        deadline: endOfDayIn("2026-06-01", -6),
      },
      CHICAGO,
    );
    expect(long).toMatchObject({ days: 30 });
  });

  it("is null for a job with no date at all", () => {
    expect(jobMissionWindow({ missionWindow: null, dateFrom: null, deadline: null }, CHICAGO)).toBe(
      null,
    );
  });

  it("counts a site date half a day back from the stamp (a midday UTC stamp stays that day)", () => {
    expect(jobSiteDate(new Date("2026-12-10T17:00:00Z"), CHICAGO)).toBe("2026-12-09");
    expect(jobSiteDate(new Date("2026-12-11T05:59:59Z"), CHICAGO)).toBe("2026-12-10");
  });
});
