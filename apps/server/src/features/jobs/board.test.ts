import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUDGET_RANGES,
  JOB_BOARD_COUNT_LIMIT,
  jobBoardResponseSchema,
  SERVICE_TYPE_VALUES,
  unknownLocationMessage,
  type JobDto,
} from "@skyhire/shared";
import { jobs, pilotProfiles } from "../../db/schema";
import {
  browserFor,
  createDualUser,
  createJobPilot,
  createTestClient,
  daysFromNow,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { budgetRangeIndexOf } from "../../testing/budgetRange";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { FLY_CAPABILITY_REQUIRED_MESSAGE, PILOT_PROFILE_REQUIRED_MESSAGE } from "./access";
import { boardCellOf } from "./boardCells";

describe.each(testDatabases())("job board GET /api/jobs (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  let pilot: TestJobPilot;
  const posted: Record<string, JobDto> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t);
    pilot = await createJobPilot(t, "austin");
    // Distances from Austin: Round Rock ~17 mi, San Antonio ~75, Houston ~145, Dallas ~180.
    const specs: [string, Record<string, unknown>][] = [
      ["austin", { title: "Listing photos downtown", location: "Austin, TX", budget: 150_00 }],
      [
        "roundRock",
        {
          title: "Wedding video by the lake",
          serviceType: "wedding_events",
          location: "Round Rock, TX",
          budget: 900_00,
          deadline: daysFromNow(30),
        },
      ],
      [
        "sanAntonio",
        {
          title: "Roof inspection of a warehouse",
          serviceType: "commercial_inspection",
          location: "San Antonio, TX",
          budget: 350_00,
          dateFrom: daysFromNow(3),
          deadline: daysFromNow(6),
        },
      ],
      [
        "houston",
        { title: "Listing video in the suburbs", location: "Houston, TX", budget: 2500_00 },
      ],
      [
        "dallas",
        { title: "Construction progress photos", location: "Dallas, TX", budget: 1200_00 },
      ],
      ["denver", { title: "Mountain cabin listing", location: "Denver, CO", budget: 500_00 }],
    ];
    const base = Date.now() - 60 * 60 * 1000;
    for (const [index, [key, overrides]] of specs.entries()) {
      const job = await postTestJob(client, overrides);
      // One minute apart, in the order above: "newest" is the reverse of this list.
      const createdAt = new Date(base + index * 60_000);
      await t.database.db.update(jobs).set({ createdAt }).where(eq(jobs.id, job.id));
      posted[key] = job;
    }
  });
  afterAll(() => t.close());

  async function board(query = "", as: { b: TestJobPilot["b"] } = pilot) {
    const res = await as.b.get(`/api/jobs${query ? `?${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return jobBoardResponseSchema.parse(res.json());
  }
  const keysOf = (items: JobDto[]) =>
    items.map((job) => Object.keys(posted).find((key) => posted[key]?.id === job.id));

  it("shows open jobs within 100 miles of the pilot's base, newest first, with distances", async () => {
    const result = await board();
    expect(result.origin).toBe("Austin, TX");
    expect(result).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(keysOf(result.items)).toEqual(["sanAntonio", "roundRock", "austin"]);
    const [sanAntonio, roundRock, austin] = result.items;
    expect(austin?.distanceMiles).toBeLessThan(5);
    expect(roundRock?.distanceMiles).toBeGreaterThan(10);
    expect(roundRock?.distanceMiles).toBeLessThan(25);
    expect(sanAntonio?.distanceMiles).toBeGreaterThan(60);
    expect(sanAntonio?.distanceMiles).toBeLessThan(90);
  });

  it("filters by radius, or none with radius=all", async () => {
    expect(keysOf((await board("radius=25")).items)).toEqual(["roundRock", "austin"]);
    expect(keysOf((await board("radius=200")).items)).toEqual([
      "dallas",
      "houston",
      "sanAntonio",
      "roundRock",
      "austin",
    ]);
    const all = await board("radius=all");
    expect(all.total).toBe(6);
    expect(all.items.find((j) => j.id === posted.denver?.id)?.distanceMiles).toBeGreaterThan(700);
  });

  it("measures from another place when asked, and refuses an unknown one", async () => {
    const result = await board("location=Dallas,%20TX&radius=50");
    expect(result.origin).toBe("Dallas, TX");
    expect(keysOf(result.items)).toEqual(["dallas"]);

    const res = await pilot.b.get("/api/jobs?location=Atlantis,%20ZZ");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(unknownLocationMessage("Atlantis, ZZ"));
  });

  it("filters by service type, ignoring 'all'", async () => {
    expect(keysOf((await board("serviceType=wedding_events")).items)).toEqual(["roundRock"]);
    expect((await board("serviceType=all")).total).toBe(3);
    expect((await pilot.b.get("/api/jobs?serviceType=karaoke")).statusCode).toBe(400);
  });

  it("finds jobs in other map cells near a place, with a budget range and by budget", async () => {
    // Austin's jobs lie in three cells (San Antonio is south and west of Austin's).
    expect(keysOf((await board("budget=200_500")).items)).toEqual(["sanAntonio"]);
    expect(keysOf((await board("budget=500_1000&radius=25")).items)).toEqual(["roundRock"]);
    expect(keysOf((await board("sort=budget")).items)).toEqual([
      "roundRock",
      "sanAntonio",
      "austin",
    ]);
    expect(keysOf((await board("sort=budget&budget=under_200")).items)).toEqual(["austin"]);
  });

  it("numbers map cells and budget ranges in SQL as boardCells.ts does", async () => {
    const points = [
      [30.27, -97.74],
      [29.9999999, -98.0000001],
      [-33.87, 151.21],
      [0, 0],
      [-0.5, -0.5],
      [51.8, 179.99],
    ] as const;
    for (const [lat, lng] of points) {
      const { rows } = await t.app.db.execute<{ cell: number }>(
        sql`select job_board_cell(${lat}::double precision, ${lng}::double precision) as cell`,
      );
      expect(Number(rows[0]?.cell), `${lat},${lng}`).toBe(boardCellOf(lat, lng));
    }
    const budgets = BUDGET_RANGES.flatMap((r) => [
      r.min * 100,
      ...(r.max ? [r.max * 100 - 1] : []),
    ]);
    for (const cents of [...budgets, 1, 999_999_99]) {
      const { rows } = await t.app.db.execute<{ range: number }>(
        sql`select job_budget_range(${cents}::integer) as range`,
      );
      expect(Number(rows[0]?.range), `${cents} cents`).toBe(budgetRangeIndexOf(cents));
    }
  });

  it("counts up to a cap near a place, then says the total is an estimate", async () => {
    // 105 more open jobs in Austin, older than the others: 108 within 100 miles.
    await t.database.db.execute(sql`insert into jobs (client_profile_id, title, description,
        service_type, location, lat, lng, budget_cents, status, created_at, updated_at)
      select client_profile_id, 'Crowded listing ' || g, description, service_type, location,
        lat, lng, budget_cents, 'open', now() - interval '2 hours' - g * interval '1 minute', now()
      from jobs, generate_series(1, 105) g where id = ${posted.austin!.id}::uuid`);
    try {
      const first = await board();
      expect(first).toMatchObject({ total: JOB_BOARD_COUNT_LIMIT, totalIsEstimate: true });
      expect(keysOf(first.items.slice(0, 3))).toEqual(["sanAntonio", "roundRock", "austin"]);
      expect(first.items.at(-1)?.title).toBe("Crowded listing 17");
      // A page past the first hundred counts the next hundred: all 108, exactly.
      const sixth = await board("page=6");
      expect(sixth).toMatchObject({ total: 108, totalIsEstimate: false, page: 6 });
      expect(sixth.items.map((j) => j.title)).toEqual(
        Array.from({ length: 8 }, (_, i) => `Crowded listing ${98 + i}`),
      );
      expect(await board("page=7")).toMatchObject({
        total: 108,
        totalIsEstimate: false,
        items: [],
      });
      // No radius: every match counted.
      expect(await board("radius=all")).toMatchObject({ total: 111, totalIsEstimate: false });
    } finally {
      await t.database.db.execute(sql`delete from jobs where title like 'Crowded listing %'`);
    }
  });

  it("pages nearest first through jobs at one address, each once, newest first among them", async () => {
    await t.database.db.execute(sql`insert into jobs (client_profile_id, title, description,
        service_type, location, lat, lng, budget_cents, status, created_at, updated_at)
      select client_profile_id, 'Same roof ' || g, description, service_type, location,
        lat, lng, budget_cents, 'open', now() - interval '3 hours' + g * interval '1 minute', now()
      from jobs, generate_series(1, 12) g where id = ${posted.denver!.id}::uuid`);
    try {
      const titles: string[] = [];
      for (const page of [1, 2, 3]) {
        const result = await board(
          `location=Denver,%20CO&radius=10&sort=nearest&pageSize=5&page=${page}`,
        );
        titles.push(...result.items.map((j) => j.title));
      }
      // Denver's own job is at that address too, and newer than the twelve.
      expect(titles).toEqual([
        "Mountain cabin listing",
        ...Array.from({ length: 12 }, (_, i) => `Same roof ${12 - i}`),
      ]);
    } finally {
      await t.database.db.execute(sql`delete from jobs where title like 'Same roof %'`);
    }
  });

  it("has a location index for the open jobs of every service type (the board's type filter)", async () => {
    const { rows } = await t.app.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'jobs'`,
    );
    const definitions = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    const names = ["jobs_open_location_idx", ...SERVICE_TYPE_VALUES.map(locationIndexOf)];
    expect(names.filter((name) => !definitions.has(name))).toEqual([]);
    // Each carries every column the board's page of ids reads, for an index-only scan.
    for (const name of names) {
      expect(definitions.get(name)).toContain(
        "INCLUDE (id, lat, lng, budget_cents, deadline, date_from, hidden_at, client_profile_id, created_at)",
      );
    }
    // Around a place, newest and highest budget first, one map cell at a time (migration 0029).
    const cellIndexes = [...definitions.keys()].filter((name) =>
      name.startsWith("jobs_board_cell_"),
    );
    expect(cellIndexes.sort()).toEqual([
      "jobs_board_cell_budget_idx",
      "jobs_board_cell_newest_idx",
      "jobs_board_cell_range_newest_idx",
      "jobs_board_cell_type_budget_idx",
      "jobs_board_cell_type_newest_idx",
      "jobs_board_cell_type_range_newest_idx",
    ]);
    for (const name of cellIndexes) {
      expect(definitions.get(name)).toContain("job_board_cell(lat, lng)");
      expect(definitions.get(name)).toMatch(/INCLUDE \(lat, lng, .*client_profile_id\)/);
    }
  });

  it("filters by budget range (min inclusive, max exclusive)", async () => {
    const radiusAll = "radius=all&budget=";
    expect(keysOf((await board(`${radiusAll}under_200`)).items)).toEqual(["austin"]);
    expect(keysOf((await board(`${radiusAll}200_500`)).items)).toEqual(["sanAntonio"]);
    expect(keysOf((await board(`${radiusAll}500_1000`)).items)).toEqual(["denver", "roundRock"]);
    expect(keysOf((await board(`${radiusAll}1000_2000`)).items)).toEqual(["dallas"]);
    expect(keysOf((await board(`${radiusAll}2000_plus`)).items)).toEqual(["houston"]);
    expect((await board(`${radiusAll}all`)).total).toBe(6);
  });

  it("filters by date: jobs whose date window overlaps the days asked", async () => {
    const from = encodeURIComponent(daysFromNow(20));
    expect(keysOf((await board(`from=${from}`)).items)).toEqual(["roundRock"]);
    const to = encodeURIComponent(daysFromNow(4));
    // San Antonio's window starts on day 3: it fits a pilot free until day 4.
    expect(keysOf((await board(`to=${to}`)).items)).toEqual(["sanAntonio"]);
    const between = `from=${encodeURIComponent(daysFromNow(10))}&to=${encodeURIComponent(daysFromNow(15))}`;
    expect(keysOf((await board(between)).items)).toEqual(["austin"]);
    expect((await pilot.b.get("/api/jobs?from=tomorrow")).statusCode).toBe(400);
  });

  it("searches titles, case-insensitively and with wildcards taken literally", async () => {
    expect(keysOf((await board("radius=all&q=LISTING")).items)).toEqual([
      "denver",
      "houston",
      "austin",
    ]);
    expect((await board("radius=all&q=100%25")).total).toBe(0);
    expect((await board("radius=all&q=_")).total).toBe(0);
  });

  it("sorts by distance or by budget", async () => {
    expect(keysOf((await board("sort=nearest")).items)).toEqual([
      "austin",
      "roundRock",
      "sanAntonio",
    ]);
    expect(keysOf((await board("sort=budget&radius=all")).items)).toEqual([
      "houston",
      "dallas",
      "roundRock",
      "denver",
      "sanAntonio",
      "austin",
    ]);
  });

  it("pages with the total over all pages", async () => {
    const first = await board("radius=all&pageSize=4");
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(keysOf(first.items)).toEqual(["denver", "dallas", "houston", "sanAntonio"]);
    const second = await board("radius=all&pageSize=4&page=2");
    expect(second).toMatchObject({ total: 6, page: 2 });
    expect(keysOf(second.items)).toEqual(["roundRock", "austin"]);
    const beyond = await board("radius=all&pageSize=4&page=3");
    expect(beyond).toMatchObject({ total: 6, items: [] });
    expect((await pilot.b.get("/api/jobs?pageSize=51")).statusCode).toBe(400);
    expect((await pilot.b.get("/api/jobs?page=0")).statusCode).toBe(400);
  });

  it("leaves out jobs that are not open, past their deadline, or the caller's own", async () => {
    const extra = await createTestClient(t);
    const assigned = await postTestJob(extra, { title: "Already hired elsewhere" });
    const expired = await postTestJob(extra, { title: "Deadline came and went" });
    await t.database.db.update(jobs).set({ status: "assigned" }).where(eq(jobs.id, assigned.id));
    await t.database.db
      .update(jobs)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, expired.id));
    const ids = (await board("radius=all")).items.map((j) => j.id);
    expect(ids).not.toContain(assigned.id);
    expect(ids).not.toContain(expired.id);

    // A user who both flies and hires does not see their own jobs on the board.
    const both = await createDualUser(t);
    const own = await postTestJob(both, { title: "My own listing shoot" });
    const asBoth = (await board("radius=all", both)).items.map((j) => j.id);
    expect(asBoth).not.toContain(own.id);
    expect(asBoth).toContain(posted.austin?.id);
    await t.database.db.delete(jobs).where(eq(jobs.id, own.id));
    await t.database.db.delete(jobs).where(eq(jobs.id, expired.id));
  });

  it("has no origin and no distance limit when the pilot's base is unknown", async () => {
    const nowhere = await createJobPilot(t, "austin");
    await t.database.db
      .update(pilotProfiles)
      .set({ baseCity: null, baseState: null, baseLat: null, baseLng: null })
      .where(eq(pilotProfiles.id, nowhere.pilot.id));
    const result = await board("sort=nearest", nowhere);
    expect(result.origin).toBeNull();
    expect(result.total).toBe(6);
    expect(result.items.every((j) => j.distanceMiles === null)).toBe(true);
  });

  it("needs sign-in, the fly capability and a pilot profile", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/jobs" });
    expect(anonymous.statusCode).toBe(401);
    const asClient = await client.b.get("/api/jobs");
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().message).toBe(FLY_CAPABILITY_REQUIRED_MESSAGE);
    const noProfile = await createTestUser(t.database.db, { canFly: true, password: null });
    const noProfileBrowser = await browserFor(t, noProfile.id);
    const res = await noProfileBrowser.get("/api/jobs");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PILOT_PROFILE_REQUIRED_MESSAGE);
    // From a place, the board's own statement answers the question: with jobs found near it
    // and with none.
    for (const place of ["Austin,%20TX", "Seattle,%20WA"]) {
      const fromPlace = await noProfileBrowser.get(`/api/jobs?location=${place}`);
      expect(fromPlace.statusCode).toBe(403);
      expect(fromPlace.json().message).toBe(PILOT_PROFILE_REQUIRED_MESSAGE);
    }
  });
});

function locationIndexOf(type: string): string {
  return `jobs_open_location_${type}_idx`;
}
