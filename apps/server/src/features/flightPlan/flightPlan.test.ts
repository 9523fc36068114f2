import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AIRCRAFT_NOT_IN_FLEET_MESSAGE,
  NIGHT_NEEDS_AIRCRAFT_MESSAGE,
  NIGHT_NOT_ELIGIBLE_MESSAGE,
  ONLY_HIRED_PILOT_MESSAGE,
  OUTSIDE_WINDOW_MESSAGE,
  addCalendarDays,
  siteDateOf,
  siteDateTime,
  type AirspaceAuthorizationDto,
  type JobDetail,
  type MissionWindow,
} from "@skyhire/shared";
import { equipment, jobs, pilotCredentials } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createAdmin, hiredJob, type HiredJob } from "../delivery/testFixtures";

const CHICAGO = "America/Chicago";
// Five days ahead at the site (Austin, TX, where the test job is posted).
const FLIGHT_DAY = addCalendarDays(siteDateOf(new Date(), CHICAGO), 5);
const at = (time: string) => siteDateTime(FLIGHT_DAY, time, CHICAGO).toISOString();
const MORNING: MissionWindow = { kind: "part_of_day", date: FLIGHT_DAY, partOfDay: "morning" };

describe.each(testDatabases())("flight planning on a hired job (%s)", (kind) => {
  let t: TestApp;
  let hired: HiredJob;
  let planUrl: string;
  let authUrl: string;
  let strangers: TestBrowser[];

  const setWindow = (missionWindow: MissionWindow) =>
    t.database.db.update(jobs).set({ missionWindow }).where(eq(jobs.id, hired.job.id));
  const addAircraft = async (pilotProfileId: string, name: string, lit: boolean) => {
    const [row] = await t.database.db
      .insert(equipment)
      .values({ pilotProfileId, name, type: "drone", antiCollisionLighting: lit })
      .returning();
    return row!.id;
  };
  const setLastTest = (lastTestOn: string) =>
    t.database.db
      .update(pilotCredentials)
      .set({ lastTestOn })
      .where(
        and(
          eq(pilotCredentials.pilotProfileId, hired.pilot.pilot.id),
          eq(pilotCredentials.kind, "part107"),
        ),
      );

  beforeAll(async () => {
    t = await buildTestApp(kind);
    hired = await hiredJob(t);
    planUrl = `/api/jobs/${hired.job.id}/planned-flight`;
    authUrl = `/api/jobs/${hired.job.id}/airspace-authorizations`;
    await setWindow(MORNING);
    strangers = [
      (await createTestClient(t)).b,
      (await createJobPilot(t)).b,
      (await createAdmin(t)).b,
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 404 to anyone but the job's client and hired pilot, on every route", async () => {
    const authorization = {
      kind: "laanc",
      reference: "LAANC-123",
      ceilingFtAgl: 200,
      validFrom: at("08:00"),
      validTo: at("12:00"),
    };
    for (const stranger of strangers) {
      for (const res of [
        await stranger.put(planUrl, { plannedAt: at("09:30") }),
        await stranger.get(authUrl),
        await stranger.post(authUrl, authorization),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ message: "Job not found" });
      }
    }
    const signedOut = await t.app.inject({ method: "GET", url: authUrl });
    expect(signedOut.statusCode).toBe(401);
  });

  it("lets only the hired pilot write: the client gets 403", async () => {
    const plan = await hired.client.b.put(planUrl, { plannedAt: at("09:30") });
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({ message: ONLY_HIRED_PILOT_MESSAGE });
    const record = await hired.client.b.post(authUrl, {
      kind: "laanc",
      reference: "X",
      ceilingFtAgl: 100,
      validFrom: at("08:00"),
      validTo: at("09:00"),
    });
    expect(record.statusCode).toBe(403);
  });

  it("refuses a planned time outside the window with a clear 400", async () => {
    const res = await hired.pilot.b.put(planUrl, { plannedAt: at("11:30") });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: OUTSIDE_WINDOW_MESSAGE });
    expect((await hired.pilot.b.put(planUrl, { plannedAt: "tomorrow" })).statusCode).toBe(400);
  });

  it("confirms a time inside the window; both parties see it on the job and in their lists", async () => {
    const res = await hired.pilot.b.put(planUrl, { plannedAt: at("09:30") });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ at: at("09:30"), daylight: "day", aircraftId: null });
    for (const party of [hired.client.b, hired.pilot.b]) {
      const job = (await party.get(`/api/jobs/${hired.job.id}`)).json() as JobDetail;
      expect(job.plannedFlight?.at).toBe(at("09:30"));
      expect(job.missionWindow).toEqual(MORNING);
      expect(job.siteTimeZone).toBe(CHICAGO);
    }
    const clientJobs = (await hired.client.b.get("/api/jobs/client")).json() as JobDetail[];
    expect(clientJobs.find((j) => j.id === hired.job.id)?.plannedFlight?.at).toBe(at("09:30"));
    const conditions = await hired.pilot.b.get(`/api/jobs/${hired.job.id}/flight-conditions`);
    expect(conditions.json()).toMatchObject({
      date: FLIGHT_DAY,
      dateSource: "planned",
      plannedFlight: { at: at("09:30"), daylight: "day" },
    });
  });

  it("refuses a night time to a pilot without night eligibility (14 CFR 107.29)", async () => {
    await setWindow({ kind: "flexible", date: FLIGHT_DAY, days: 1 });
    const lit = await addAircraft(hired.pilot.pilot.id, "Matrice 30T", true);
    await setLastTest("2020-01-15");
    const res = await hired.pilot.b.put(planUrl, { plannedAt: at("21:00"), aircraftId: lit });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: NIGHT_NOT_ELIGIBLE_MESSAGE });
    await setLastTest("2025-06-01");
  });

  it("needs a lit aircraft of the pilot's own fleet for a night flight", async () => {
    const night = at("21:00");
    const noAircraft = await hired.pilot.b.put(planUrl, { plannedAt: night });
    expect(noAircraft.json()).toMatchObject({ message: NIGHT_NEEDS_AIRCRAFT_MESSAGE });
    const dark = await addAircraft(hired.pilot.pilot.id, "Mini 4 Pro", false);
    const unlit = await hired.pilot.b.put(planUrl, { plannedAt: night, aircraftId: dark });
    expect(unlit.statusCode).toBe(400);
    expect(unlit.json().message).toMatch(/Mini 4 Pro is not marked as having anti-collision/);
    const other = await createJobPilot(t);
    const theirs = await addAircraft(other.pilot.id, "Borrowed", true);
    const foreign = await hired.pilot.b.put(planUrl, { plannedAt: night, aircraftId: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: AIRCRAFT_NOT_IN_FLEET_MESSAGE });

    const lit = await addAircraft(hired.pilot.pilot.id, "Inspire 3", true);
    const ok = await hired.pilot.b.put(planUrl, { plannedAt: night, aircraftId: lit });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ daylight: "night", aircraftName: "Inspire 3" });
    const job = (await hired.client.b.get(`/api/jobs/${hired.job.id}`)).json() as JobDetail;
    expect(job.plannedFlight).toMatchObject({ daylight: "night", aircraftName: "Inspire 3" });
  });

  it("validates an authorization: ceiling at most 400 ft, an end after its start", async () => {
    const base = {
      kind: "laanc",
      reference: "LAANC-8Q2T",
      ceilingFtAgl: 200,
      validFrom: at("20:00"),
      validTo: at("23:00"),
    };
    const high = await hired.pilot.b.post(authUrl, { ...base, ceilingFtAgl: 450 });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/at most 400 ft AGL/);
    const backwards = await hired.pilot.b.post(authUrl, { ...base, validTo: at("19:00") });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/must end after it starts/);
    expect((await hired.pilot.b.post(authUrl, { ...base, kind: "tower" })).statusCode).toBe(400);
    expect((await hired.client.b.get(authUrl)).json()).toEqual([]);

    const ok = await hired.pilot.b.post(authUrl, base);
    expect(ok.statusCode, ok.body).toBe(201);
    const seen = (await hired.client.b.get(authUrl)).json() as AirspaceAuthorizationDto[];
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      kind: "laanc",
      reference: "LAANC-8Q2T",
      ceilingFtAgl: 200,
      validFrom: at("20:00"),
      validTo: at("23:00"),
      coversPlannedFlight: true,
    });
  });
});

describe.each(testDatabases())("posting a job with a mission window (%s)", (kind) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof createTestClient>>;
  const base = {
    title: "Golden hour photos of a lake house",
    serviceType: "real_estate",
    description: "Twenty edited photos of the house and the lake front at golden hour.",
    location: "Austin, TX",
    budget: 450_00,
    deliverables: ["photos"],
    requirements: [],
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores the window and the airspace class, and answers them", async () => {
    const window = { kind: "part_of_day", date: FLIGHT_DAY, partOfDay: "golden_hour" };
    const res = await client.b.post("/api/jobs", {
      ...base,
      missionWindow: window,
      airspaceClass: "D",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      missionWindow: window,
      airspaceClass: "D",
      siteTimeZone: CHICAGO,
      plannedFlight: null,
    });
  });

  it("keeps a job with only a deadline working: a flexible day on that date", async () => {
    const deadline = new Date(siteDateTime(FLIGHT_DAY, "23:59", CHICAGO).getTime() + 59_999);
    const res = await client.b.post("/api/jobs", { ...base, deadline: deadline.toISOString() });
    expect(res.json()).toMatchObject({
      missionWindow: { kind: "flexible", date: FLIGHT_DAY, days: 1 },
      airspaceClass: null,
    });
  });

  it("refuses a window in the past, after the deadline, or malformed", async () => {
    const past = await client.b.post("/api/jobs", {
      ...base,
      missionWindow: { kind: "flexible", date: "2020-01-01", days: 2 },
    });
    expect(past.statusCode).toBe(400);
    const deadline = siteDateTime(FLIGHT_DAY, "12:00", CHICAGO).toISOString();
    const late = await client.b.post("/api/jobs", {
      ...base,
      deadline,
      missionWindow: { kind: "fixed", date: addCalendarDays(FLIGHT_DAY, 2), startTime: "09:00" },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("The flight day must be on or before the deadline.");
    for (const missionWindow of [
      { kind: "fixed", date: FLIGHT_DAY, startTime: "25:00" },
      { kind: "flexible", date: FLIGHT_DAY, days: 31 },
      { kind: "part_of_day", date: FLIGHT_DAY, partOfDay: "dusk" },
    ]) {
      expect((await client.b.post("/api/jobs", { ...base, missionWindow })).statusCode).toBe(400);
    }
    expect((await client.b.post("/api/jobs", { ...base, airspaceClass: "A" })).statusCode).toBe(
      400,
    );
  });
});
