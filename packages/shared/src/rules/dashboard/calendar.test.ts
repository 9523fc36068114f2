import { describe, expect, it } from "vitest";
import {
  buildMonthCalendar,
  CALENDAR_CELLS,
  dayKeyInZone,
  jobCalendarDay,
  jobDateKey,
  monthContaining,
  monthTitle,
  moreLabel,
  placeJobs,
  shiftMonth,
  upcomingJobs,
  type CalendarMonth,
} from "./calendar";
import type { DashboardJob } from "./jobs";

const LA = "America/Los_Angeles";
const TOKYO = "Asia/Tokyo";
const UTC = "UTC";

let nextId = 1;
const job = (status: string, fields: Partial<DashboardJob> = {}): DashboardJob => ({
  id: nextId++,
  title: `Job ${nextId}`,
  status,
  ...fields,
});

const MAY_2026: CalendarMonth = { year: 2026, month: 5 };
// Sunday 10 May 2026, 8 a.m. in Los Angeles, 3 p.m. UTC, midnight in Tokyo (11 May).
const TODAY = new Date("2026-05-10T15:00:00Z");

describe("day keys", () => {
  it("counts an instant's day in the given time zone", () => {
    const instant = new Date("2026-05-01T02:00:00Z");
    expect(dayKeyInZone(instant, UTC)).toBe("2026-05-01");
    expect(dayKeyInZone(instant, LA)).toBe("2026-04-30");
    expect(dayKeyInZone(new Date("2026-05-10T15:00:00Z"), TOKYO)).toBe("2026-05-11");
  });

  it("turns the day at the zone's own midnight, half-hour offsets and far years included", () => {
    // India is UTC+5:30: its midnight is 18:30 UTC the day before.
    expect(dayKeyInZone(new Date("2026-05-01T18:29:59Z"), "Asia/Kolkata")).toBe("2026-05-01");
    expect(dayKeyInZone(new Date("2026-05-01T18:30:00Z"), "Asia/Kolkata")).toBe("2026-05-02");
    // Years of fewer than four digits keep their padding.
    expect(dayKeyInZone(new Date("0999-06-15T12:00:00Z"), UTC)).toBe("0999-06-15");
  });

  it("counts in the viewer's own zone when none is given", () => {
    const processZone = process.env.TZ;
    try {
      for (const zone of [LA, TOKYO, UTC]) {
        process.env.TZ = zone;
        for (const iso of [
          "2026-05-01T02:00:00Z",
          "2026-05-10T15:00:00Z",
          "2026-12-31T23:59:59Z",
        ]) {
          expect(dayKeyInZone(new Date(iso))).toBe(dayKeyInZone(new Date(iso), zone));
        }
      }
      process.env.TZ = LA;
      expect(dayKeyInZone(new Date("2026-05-01T02:00:00Z"))).toBe("2026-04-30");
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });

  it("reads a plain date as that date in every zone, and refuses garbage", () => {
    expect(jobDateKey("2026-05-15", LA)).toBe("2026-05-15");
    expect(jobDateKey("2026-05-15", TOKYO)).toBe("2026-05-15");
    expect(jobDateKey("2026-05-15T23:30:00-07:00", LA)).toBe("2026-05-15");
    expect(jobDateKey("2026-05-15T23:30:00-07:00", UTC)).toBe("2026-05-16");
    expect(jobDateKey("2026-02-30", UTC)).toBeNull();
    expect(jobDateKey("soon", UTC)).toBeNull();
    expect(jobDateKey("", UTC)).toBeNull();
    expect(jobDateKey(null, UTC)).toBeNull();
    expect(jobDateKey(undefined, UTC)).toBeNull();
  });
});

describe("months", () => {
  it("finds the month of today in the zone", () => {
    expect(monthContaining(new Date("2026-06-01T03:00:00Z"), UTC)).toEqual({
      year: 2026,
      month: 6,
    });
    expect(monthContaining(new Date("2026-06-01T03:00:00Z"), LA)).toEqual({ year: 2026, month: 5 });
  });

  it("moves across years", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, 0)).toEqual(MAY_2026);
  });

  it("titles a month", () => {
    expect(monthTitle(MAY_2026)).toBe("May 2026");
    expect(monthTitle({ year: 2027, month: 1 })).toBe("January 2027");
  });
});

describe("the 42-cell month (spec section 9)", () => {
  it("is six weeks starting on the Sunday on or before the 1st", () => {
    const cells = buildMonthCalendar([], MAY_2026, { today: TODAY, timeZone: LA });
    expect(cells).toHaveLength(CALENDAR_CELLS);
    // 1 May 2026 is a Friday: the grid opens on Sunday 26 April and closes on Saturday 6 June.
    expect(cells[0]).toMatchObject({ key: "2026-04-26", day: 26, inMonth: false });
    expect(cells[5]).toMatchObject({ key: "2026-05-01", day: 1, inMonth: true });
    expect(cells[35]).toMatchObject({ key: "2026-05-31", inMonth: true });
    expect(cells[41]).toMatchObject({ key: "2026-06-06", day: 6, inMonth: false });
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
    for (const [i, cell] of cells.entries()) {
      expect(new Date(`${cell.key}T12:00:00Z`).getUTCDay()).toBe(i % 7);
    }
  });

  it("opens on the 1st itself when the month starts on a Sunday, across leap February", () => {
    const march = buildMonthCalendar([], { year: 2026, month: 3 }, { today: TODAY, timeZone: UTC });
    expect(march[0]?.key).toBe("2026-03-01");
    expect(march[41]?.key).toBe("2026-04-11");
    const feb = buildMonthCalendar([], { year: 2028, month: 2 }, { today: TODAY, timeZone: UTC });
    expect(
      feb
        .filter((c) => c.inMonth)
        .map((c) => c.day)
        .at(-1),
    ).toBe(29);
  });

  it("marks today in the viewer's zone", () => {
    const inLa = buildMonthCalendar([], MAY_2026, { today: TODAY, timeZone: LA });
    expect(inLa.filter((c) => c.isToday).map((c) => c.key)).toEqual(["2026-05-10"]);
    const inTokyo = buildMonthCalendar([], MAY_2026, { today: TODAY, timeZone: TOKYO });
    expect(inTokyo.filter((c) => c.isToday).map((c) => c.key)).toEqual(["2026-05-11"]);
  });

  it("places a job on its deadline's day in the viewer's zone", () => {
    const shoot = job("open", { deadline: "2026-05-01T02:00:00Z" });
    const la = buildMonthCalendar([shoot], MAY_2026, { today: TODAY, timeZone: LA });
    expect(la.find((c) => c.jobs.includes(shoot))?.key).toBe("2026-04-30");
    const tokyo = buildMonthCalendar([shoot], MAY_2026, { today: TODAY, timeZone: TOKYO });
    expect(tokyo.find((c) => c.jobs.includes(shoot))?.key).toBe("2026-05-01");
  });

  it("shows at most 2 jobs a day, earliest first, and counts the rest as '+N more'", () => {
    const day = (hour: number, title: string) =>
      job("assigned", {
        title,
        deadline: `2026-05-20T${String(hour).padStart(2, "0")}:00:00-07:00`,
      });
    const jobs = [day(16, "D"), day(9, "A"), day(14, "C"), day(11, "B")];
    const cells = buildMonthCalendar(jobs, MAY_2026, { today: TODAY, timeZone: LA });
    const cell = cells.find((c) => c.key === "2026-05-20");
    expect(cell?.jobs.map((j) => j.title)).toEqual(["A", "B"]);
    expect(cell?.moreCount).toBe(2);
    expect(cell && moreLabel(cell)).toBe("+2 more");

    const three = buildMonthCalendar(jobs.slice(0, 3), MAY_2026, { today: TODAY, timeZone: LA });
    expect(moreLabel(three.find((c) => c.key === "2026-05-20")!)).toBe("+1 more");
    const two = buildMonthCalendar(jobs.slice(0, 2), MAY_2026, { today: TODAY, timeZone: LA });
    expect(moreLabel(two.find((c) => c.key === "2026-05-20")!)).toBeNull();
  });

  it("leaves cancelled jobs and statuses it does not know off the calendar", () => {
    const deadline = "2026-05-20";
    const jobs = ["cancelled", "disputed", "completed", "ready_for_review"].map((status) =>
      job(status, { deadline }),
    );
    const cell = buildMonthCalendar(jobs, MAY_2026, { today: TODAY, timeZone: UTC }).find(
      (c) => c.key === deadline,
    );
    expect(cell?.jobs.map((j) => j.status).sort()).toEqual(["completed", "ready_for_review"]);
  });
});

describe("jobs without a deadline (spec section 9)", () => {
  const options = { today: TODAY, timeZone: LA };

  it("an assigned or in_progress job sits on its creation day when that is today", () => {
    const createdToday = "2026-05-10T09:00:00-07:00";
    expect(jobCalendarDay(job("assigned", { createdAt: createdToday }), options)).toBe(
      "2026-05-10",
    );
    expect(jobCalendarDay(job("in_progress", { createdAt: createdToday }), options)).toBe(
      "2026-05-10",
    );
  });

  it("is nowhere when created on another day, or in another status", () => {
    expect(
      jobCalendarDay(job("assigned", { createdAt: "2026-05-09T09:00:00-07:00" }), options),
    ).toBeNull();
    for (const status of ["open", "ready_for_review", "completed", "cancelled", "disputed"]) {
      expect(
        jobCalendarDay(job(status, { createdAt: "2026-05-10T09:00:00-07:00" }), options),
      ).toBeNull();
    }
    expect(jobCalendarDay(job("assigned"), options)).toBeNull();
    expect(jobCalendarDay(job("assigned", { deadline: "later", createdAt: "bad" }), options)).toBe(
      null,
    );
  });

  it("compares creation day and today in the viewer's zone", () => {
    // 01:00 UTC on 10 May is still 9 May in Los Angeles, where it is 8 p.m. on 9 May "now".
    const now = new Date("2026-05-10T03:00:00Z");
    const created = job("assigned", { createdAt: "2026-05-10T01:00:00Z" });
    expect(jobCalendarDay(created, { today: now, timeZone: LA })).toBe("2026-05-09");
    expect(jobCalendarDay(created, { today: now, timeZone: UTC })).toBe("2026-05-10");
    expect(jobCalendarDay(created, { today: now, timeZone: TOKYO })).toBe("2026-05-10");
    const lateCreated = job("assigned", { createdAt: "2026-05-09T14:00:00Z" });
    expect(jobCalendarDay(lateCreated, { today: now, timeZone: TOKYO })).toBeNull();
  });

  it("a deadline wins over the creation day", () => {
    const dated = job("assigned", {
      deadline: "2026-05-28",
      createdAt: "2026-05-10T09:00:00-07:00",
    });
    expect(jobCalendarDay(dated, options)).toBe("2026-05-28");
  });
});

describe("the upcoming list (spec section 9)", () => {
  const options = { today: TODAY, timeZone: LA };

  it("lists at most 5 jobs of the selected month still to come, earliest first", () => {
    const jobs = [
      job("open", { title: "past", deadline: "2026-05-09" }),
      job("completed", { title: "done", deadline: "2026-05-12" }),
      job("cancelled", { title: "cancelled", deadline: "2026-05-12" }),
      job("open", { title: "june", deadline: "2026-06-02" }),
      job("open", { title: "e", deadline: "2026-05-30" }),
      job("open", { title: "f", deadline: "2026-05-31" }),
      job("assigned", { title: "today", createdAt: "2026-05-10T07:30:00-07:00" }),
      job("in_progress", { title: "b", deadline: "2026-05-11T10:00:00-07:00" }),
      job("ready_for_review", { title: "c", deadline: "2026-05-11T15:00:00-07:00" }),
      job("open", { title: "d", deadline: "2026-05-20" }),
    ];
    expect(upcomingJobs(jobs, MAY_2026, options).map(({ job: j, day }) => [j.title, day])).toEqual([
      ["today", "2026-05-10"],
      ["b", "2026-05-11"],
      ["c", "2026-05-11"],
      ["d", "2026-05-20"],
      ["e", "2026-05-30"],
    ]);
    expect(upcomingJobs(jobs, { year: 2026, month: 6 }, options).map((u) => u.job.title)).toEqual([
      "june",
    ]);
    expect(upcomingJobs(jobs, { year: 2026, month: 4 }, options)).toEqual([]);
  });

  it("sorts every placed job by day", () => {
    const jobs = [
      job("open", { title: "late", deadline: "2026-05-20" }),
      job("open", { title: "early", deadline: "2026-05-02" }),
    ];
    expect(placeJobs(jobs, options).map((p) => p.job.title)).toEqual(["early", "late"]);
  });
});
