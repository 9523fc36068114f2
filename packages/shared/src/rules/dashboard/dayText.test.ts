import { describe, expect, it } from "vitest";
import { longDayText, shortDayText } from "./dayText";

const long = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const short = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

describe("a day's text without Intl", () => {
  it("matches Intl's en-US text for every day of 2024 (a leap year) to 2027", () => {
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const key = date.toISOString().slice(0, 10);
      expect(longDayText(key)).toBe(long.format(date));
      expect(shortDayText(key)).toBe(short.format(date));
    }
  });

  it("writes the examples the calendar shows", () => {
    expect(longDayText("2026-05-10")).toBe("Sunday, May 10, 2026");
    expect(shortDayText("2026-09-01")).toBe("Tue, Sep 1");
  });
});
