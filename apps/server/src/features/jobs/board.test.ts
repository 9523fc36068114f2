import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
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
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { FLY_CAPABILITY_REQUIRED_MESSAGE, PILOT_PROFILE_REQUIRED_MESSAGE } from "./access";

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
