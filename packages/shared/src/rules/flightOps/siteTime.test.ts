import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  formatSiteTime,
  siteDateOf,
  siteDateTime,
  zoneAbbreviation,
} from "./siteTime";
import { siteTimeZone } from "./siteTimeZone";

describe("a site's time zone, offline from its coordinates", () => {
  it("finds the zone on either side of a boundary and where the state keeps no DST", () => {
    expect(siteTimeZone(39.7392, -104.9903)).toBe("America/Denver");
    expect(siteTimeZone(40.7128, -74.006)).toBe("America/New_York");
    expect(siteTimeZone(33.4484, -112.074)).toBe("America/Phoenix");
    expect(siteTimeZone(21.3069, -157.8583)).toBe("Pacific/Honolulu");
    expect(siteTimeZone(61.2181, -149.9003)).toBe("America/Anchorage");
  });
});

describe("site wall-clock times", () => {
  it("reads a date and time in the site's zone, across a DST change", () => {
    expect(siteDateTime("2026-07-04", "09:30", "America/Denver").toISOString()).toBe(
      "2026-07-04T15:30:00.000Z",
    );
    expect(siteDateTime("2026-12-04", "09:30", "America/Denver").toISOString()).toBe(
      "2026-12-04T16:30:00.000Z",
    );
    // Phoenix keeps standard time all year.
    expect(siteDateTime("2026-07-04", "09:30", "America/Phoenix").toISOString()).toBe(
      "2026-07-04T16:30:00.000Z",
    );
  });

  it("refuses a malformed date or time", () => {
    expect(() => siteDateTime("2026-7-4", "09:30", "UTC")).toThrow(RangeError);
    expect(() => siteDateTime("2026-07-04", "24:00", "UTC")).toThrow(RangeError);
    expect(() => siteDateTime("2026-07-04", "9:30", "UTC")).toThrow(RangeError);
  });

  it("counts the site's calendar day, not UTC's", () => {
    const lateEvening = new Date("2026-07-05T04:30:00Z"); // 10:30 PM in Denver on the 4th
    expect(siteDateOf(lateEvening, "America/Denver")).toBe("2026-07-04");
    expect(siteDateOf(lateEvening, "UTC")).toBe("2026-07-05");
  });

  it("adds calendar days across month and year ends", () => {
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("showing a time with its zone's abbreviation", () => {
  it("names daylight and standard time as the site's clocks do", () => {
    const summer = new Date("2026-07-04T15:30:00Z");
    const winter = new Date("2026-12-04T16:30:00Z");
    expect(formatSiteTime(summer, "America/Denver")).toBe("9:30 AM MDT");
    expect(formatSiteTime(winter, "America/Denver")).toBe("9:30 AM MST");
    expect(zoneAbbreviation(summer, "America/Phoenix")).toBe("MST");
    expect(zoneAbbreviation(summer, "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation(summer, "Pacific/Honolulu")).toBe("HST");
  });
});
