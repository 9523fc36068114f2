import { describe, expect, it } from "vitest";
import { missionWindowText, siteMomentText } from "./missionWindowText";
import type { Site } from "./siteTime";

const DENVER: Site = { lat: 39.7392, lng: -104.9903, timeZone: "America/Denver" };

describe("a mission window in words", () => {
  it("names a part of day with its clock span and the zone's abbreviation", () => {
    expect(
      missionWindowText({ kind: "part_of_day", date: "2026-12-03", partOfDay: "morning" }, DENVER),
    ).toBe("Thu, Dec 3, 2026 · Morning, 6:00 AM–11:00 AM MST");
    expect(
      missionWindowText(
        { kind: "part_of_day", date: "2026-07-03", partOfDay: "afternoon" },
        DENVER,
      ),
    ).toBe("Fri, Jul 3, 2026 · Afternoon, 2:00 PM–6:00 PM MDT");
  });

  it("gives golden hour's two spans from the sun", () => {
    const text = missionWindowText(
      { kind: "part_of_day", date: "2026-12-03", partOfDay: "golden_hour" },
      DENVER,
    );
    expect(text).toMatch(
      /^Thu, Dec 3, 2026 · Golden hour, 7:\d\d AM–\d:\d\d AM MST or \d:\d\d PM–4:\d\d PM MST$/,
    );
  });

  it("names a fixed start and a flexible span", () => {
    expect(
      missionWindowText({ kind: "fixed", date: "2026-12-03", startTime: "09:30" }, DENVER),
    ).toBe("Thu, Dec 3, 2026 · starting at 9:30 AM MST");
    expect(missionWindowText({ kind: "flexible", date: "2026-12-03", days: 1 }, DENVER)).toBe(
      "Thu, Dec 3, 2026 · any time that day",
    );
    expect(missionWindowText({ kind: "flexible", date: "2026-12-30", days: 4 }, DENVER)).toBe(
      "Wed, Dec 30, 2026 to Sat, Jan 2, 2027 · flexible within 4 days",
    );
  });

  it("shows an instant on the site's calendar and clock", () => {
    // 02:30 UTC on the 4th is still the evening of the 3rd in Denver.
    expect(siteMomentText(new Date("2026-12-04T02:30:00Z"), DENVER.timeZone)).toBe(
      "Thu, Dec 3, 2026 at 7:30 PM MST",
    );
  });
});
