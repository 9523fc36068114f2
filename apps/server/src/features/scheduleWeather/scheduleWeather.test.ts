import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORECAST_UNAVAILABLE_MESSAGE,
  addCalendarDays,
  siteDateOf,
  siteDateTime,
  type ScheduledFlightWeatherDto,
} from "@skyhire/shared";
import { jobs } from "../../db/schema";
import { CALM_HOUR, FakeWeatherService } from "../../testing/fakeWeatherService";
import { createJobPilot } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { hiredJob, type HiredJob } from "../delivery/testFixtures";

const DENVER = "America/Denver";
const URL = "/api/schedule/flight-weather";
const dayAhead = (days: number) => addCalendarDays(siteDateOf(new Date(), DENVER), days);

describe.each(testDatabases())("GET /api/schedule/flight-weather (%s)", (kind) => {
  let weather: FakeWeatherService;
  let t: TestApp;
  let soon: HiredJob;

  const plan = (job: HiredJob, at: Date, site = { lat: 39.6155, lng: -104.8487 }) =>
    t.database.db
      .update(jobs)
      .set({ ...site, plannedFlightAt: at, plannedFlightConfirmedAt: new Date() })
      .where(eq(jobs.id, job.job.id));

  beforeAll(async () => {
    weather = await FakeWeatherService.start();
    weather.hourAt = (start) =>
      start.getUTCHours() === 18 ? { ...CALM_HOUR, gustMph: 28 } : CALM_HOUR;
    t = await buildTestApp(kind, { env: { WEATHER_API_URL: weather.origin } });
    soon = await hiredJob(t);
  });
  afterAll(async () => {
    await t.close();
    await weather.close();
  });

  it("lists the pilot's planned flights of the next 7 days with the weather at take-off", async () => {
    const takeoff = siteDateTime(dayAhead(2), "11:20", DENVER); // 18:20 UTC: the gusty hour
    await plan(soon, takeoff);
    const far = await hiredJob(t, 300_00);
    await plan(far, siteDateTime(dayAhead(9), "10:00", DENVER));
    const res = await soon.pilot.b.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    const flights = res.json() as ScheduledFlightWeatherDto[];
    expect(flights).toHaveLength(1);
    expect(flights[0]).toMatchObject({
      jobId: soon.job.id,
      plannedAt: takeoff.toISOString(),
      siteTimeZone: DENVER,
      forecast: {
        status: "available",
        hour: { gustMph: 28, verdict: "no_go", temperatureF: 68 },
        limits: { maxGustMph: 25, aircraftName: null },
      },
    });
    expect((await far.pilot.b.get(URL)).json()).toEqual([]);
    expect((await (await createJobPilot(t)).b.get(URL)).json()).toEqual([]);
  });

  it("answers 403 to a user who does not fly and 401 signed out", async () => {
    expect((await soon.client.b.get(URL)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
  });

  it("says Forecast unavailable for each flight when the service fails, and still lists them", async () => {
    weather.forecastStatus = 500;
    // A grid square of its own, so the cached forecast does not answer.
    await plan(soon, siteDateTime(dayAhead(1), "10:00", DENVER), { lat: 40.2, lng: -105.3 });
    const flights = (await soon.pilot.b.get(URL)).json() as ScheduledFlightWeatherDto[];
    expect(flights).toHaveLength(1);
    expect(flights[0]?.forecast).toEqual({
      status: "unavailable",
      message: FORECAST_UNAVAILABLE_MESSAGE,
    });
    weather.forecastStatus = 200;
  });
});
