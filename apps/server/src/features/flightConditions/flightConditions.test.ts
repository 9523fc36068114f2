import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FORECAST_UNAVAILABLE_MESSAGE,
  siteDateTime,
  type FlightConditionsDto,
} from "@skyhire/shared";
import { equipment, jobs } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { CALM_HOUR, FakeWeatherService } from "../../testing/fakeWeatherService";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createAdmin, hiredJob, type HiredJob } from "../delivery/testFixtures";

// A site 3 statute miles north of Centennial Airport (KAPA), south of Denver.
const NEAR_CENTENNIAL = { lat: 39.6155, lng: -104.8487 };
const DENVER = "America/Denver";
const DAY_MS = 86_400_000;

/** Tomorrow's date at the site, and the end of that day as the web app sends a picked day. */
function tomorrowInDenver(): { date: string; endOfDay: Date } {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: DENVER }).format(
    new Date(Date.now() + DAY_MS),
  );
  return { date, endOfDay: new Date(siteDateTime(date, "23:59", DENVER).getTime() + 59_999) };
}

describe.each(testDatabases())("GET /api/jobs/:id/flight-conditions (%s)", (kind) => {
  let weather: FakeWeatherService;
  let t: TestApp;
  let hired: HiredJob;
  let url: string;
  const tomorrow = tomorrowInDenver();

  beforeAll(async () => {
    weather = await FakeWeatherService.start();
    t = await buildTestApp(kind, {
      env: { WEATHER_API_URL: weather.origin, WEATHER_CONTACT: "ops@skyhire.test" },
    });
    hired = await hiredJob(t);
    url = `/api/jobs/${hired.job.id}/flight-conditions`;
    await t.database.db
      .update(jobs)
      .set({ ...NEAR_CENTENNIAL, dateFrom: null, deadline: tomorrow.endOfDay })
      .where(eq(jobs.id, hired.job.id));
  });
  afterAll(async () => {
    await t.close();
    await weather.close();
  });
  beforeEach(() => {
    weather.hourAt = () => CALM_HOUR;
    weather.forecastStatus = 200;
  });

  const conditionsOf = async (b: TestBrowser, path = url) => {
    const res = await b.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Extract<FlightConditionsDto, { located: true }>;
  };

  it("answers the job's client and hired pilot, and 404 to everyone else", async () => {
    expect((await hired.client.b.get(url)).statusCode).toBe(200);
    expect((await hired.pilot.b.get(url)).statusCode).toBe(200);
    const otherClient = await createTestClient(t);
    const otherPilot = await createJobPilot(t);
    const admin = await createAdmin(t);
    for (const stranger of [otherClient.b, otherPilot.b, admin.b]) {
      const res = await stranger.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Job not found" });
    }
    const signedOut = await t.app.inject({ method: "GET", url });
    expect(signedOut.statusCode).toBe(401);
    expect((await hired.client.b.get("/api/jobs/not-a-uuid/flight-conditions")).statusCode).toBe(
      400,
    );
  });

  it("is in the OpenAPI document as it answers", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const operation = document.paths["/api/jobs/{id}/flight-conditions"].get;
    expect(Object.keys(operation.responses).sort()).toEqual([
      "200",
      "400",
      "401",
      "404",
      "4XX",
      "5XX",
    ]);
    expect(Object.keys(operation.responses["200"].content)).toEqual(["application/json"]);
    const res = await hired.client.b.get(url);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers an applicant who was not hired 404, the client of an open job 200", async () => {
    const client = await createTestClient(t);
    const applicant = await createJobPilot(t);
    const open = await postTestJob(client);
    await applyToJob(applicant, open.id);
    const path = `/api/jobs/${open.id}/flight-conditions`;
    expect((await applicant.b.get(path)).statusCode).toBe(404);
    expect((await client.b.get(path)).statusCode).toBe(200);
  });

  it("names the airports within 5 statute miles with the airspace advisory and the data's source", async () => {
    const conditions = await conditionsOf(hired.client.b);
    expect(conditions.site).toEqual({ ...NEAR_CENTENNIAL, timeZone: DENVER });
    const centennial = conditions.airports.nearby.find((a) => a.code === "KAPA");
    expect(centennial).toMatchObject({ name: "Centennial Airport", distanceMiles: 3 });
    expect(centennial!.advisory).toBe(
      "Near Centennial Airport (3.0 mi): the site may be in controlled airspace; an airspace authorization (LAANC or FAA DroneZone) may be required",
    );
    expect(conditions.airports.nearby.every((a) => a.distanceMiles <= 5)).toBe(true);
    expect(conditions.airports.source).toMatchObject({
      name: "airport-data-js",
      licence: "CC BY 4.0",
    });
  });

  it("gives civil twilight on the job's date at the site, dawn before sunrise before sunset before dusk", async () => {
    const conditions = await conditionsOf(hired.pilot.b);
    expect(conditions).toMatchObject({ date: tomorrow.date, dateSource: "deadline" });
    const { civilDawn, sunrise, sunset, civilDusk } = conditions.daylight;
    const times = [civilDawn, sunrise, sunset, civilDusk].map((iso) => new Date(iso!).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Civil twilight lasts roughly half an hour at Denver's latitude.
    expect(times[1]! - times[0]!).toBeGreaterThan(20 * 60_000);
    expect(times[1]! - times[0]!).toBeLessThan(40 * 60_000);
    const dawnDay = new Intl.DateTimeFormat("en-CA", { timeZone: DENVER }).format(times[0]);
    expect(dawnDay).toBe(tomorrow.date);
  });

  it("gives the date's daylight hours of the forecast with their verdicts, asking the service as it requires", async () => {
    weather.hourAt = (start) =>
      start.getUTCHours() === 20 ? { ...CALM_HOUR, windMph: 24, gustMph: 31 } : CALM_HOUR;
    // A grid square of its own: the forecasts of the others are cached for 30 minutes.
    await t.database.db
      .update(jobs)
      .set({ lat: 39.9, lng: -104.9 })
      .where(eq(jobs.id, hired.job.id));
    weather.requests.length = 0;
    const conditions = await conditionsOf(hired.client.b);
    const forecast = conditions.forecast;
    if (forecast.status !== "available")
      throw new Error(`no forecast: ${JSON.stringify(forecast)}`);
    const dawn = new Date(conditions.daylight.civilDawn!).getTime();
    const dusk = new Date(conditions.daylight.civilDusk!).getTime();
    expect(forecast.hours.length).toBeGreaterThan(8);
    for (const hour of forecast.hours) {
      expect(new Date(hour.endTime).getTime()).toBeGreaterThan(dawn);
      expect(new Date(hour.startTime).getTime()).toBeLessThan(dusk);
    }
    const windy = forecast.hours.find((h) => new Date(h.startTime).getUTCHours() === 20);
    expect(windy).toMatchObject({
      windMph: 24,
      gustMph: 31,
      verdict: "no_go",
      reasons: ["Wind (mph) 24 above the 20 limit", "Gusts (mph) 31 above the 25 limit"],
    });
    const calm = forecast.hours.find((h) => new Date(h.startTime).getUTCHours() === 18);
    expect(calm).toMatchObject({
      windMph: 6,
      precipitationChance: 5,
      temperatureF: 68,
      verdict: "go",
    });
    expect(forecast.verdict).toBe("go");
    for (const request of weather.requests) {
      expect(request.headers["user-agent"]).toBe(
        "SkyHire (http://localhost:5000, ops@skyhire.test)",
      );
    }
  });

  it("says no-go for the day when every daylight hour is over a limit", async () => {
    // A new grid square, so the 30-minute cache of the others does not answer.
    await t.database.db
      .update(jobs)
      .set({ lat: 39.7, lng: -105.2 })
      .where(eq(jobs.id, hired.job.id));
    weather.hourAt = () => ({ ...CALM_HOUR, precipitationChance: 80, shortForecast: "Rain" });
    const { forecast } = await conditionsOf(hired.client.b);
    expect(forecast).toMatchObject({ status: "available", verdict: "no_go" });
    await t.database.db.update(jobs).set(NEAR_CENTENNIAL).where(eq(jobs.id, hired.job.id));
  });

  it("judges the planned take-off's hour at the planned aircraft's own limits", async () => {
    // A grid square of its own, so the cached forecasts of the others do not answer.
    await t.database.db
      .update(jobs)
      .set({ lat: 39.8, lng: -104.7 })
      .where(eq(jobs.id, hired.job.id));
    weather.hourAt = () => ({ ...CALM_HOUR, windMph: 12, gustMph: 14, precipitationChance: 0 });
    const [light] = await t.database.db
      .insert(equipment)
      .values({
        pilotProfileId: hired.pilot.pilot.id,
        name: "Mini 4 Pro",
        type: "drone",
        maxWindMph: 10,
        maxGustMph: 15,
        maxPrecipitationChance: 20,
      })
      .returning();
    const takeoff = siteDateTime(tomorrow.date, "11:30", DENVER);
    await t.database.db
      .update(jobs)
      .set({
        plannedFlightAt: takeoff,
        plannedFlightConfirmedAt: new Date(),
        plannedAircraftId: light!.id,
      })
      .where(eq(jobs.id, hired.job.id));
    const { forecast } = await conditionsOf(hired.client.b);
    expect(forecast).toMatchObject({
      status: "available",
      verdict: "no_go",
      limits: {
        maxWindMph: 10,
        maxGustMph: 15,
        maxPrecipitationChance: 20,
        aircraftName: "Mini 4 Pro",
      },
      plannedHour: {
        startTime: siteDateTime(tomorrow.date, "11:00", DENVER).toISOString(),
        windMph: 12,
        verdict: "no_go",
        reasons: ["Wind (mph) 12 above the 10 limit", "Gusts (mph) 14, near the 15 limit"],
      },
    });
    // Without a planned aircraft the same weather is judged at the defaults: a go.
    await t.database.db
      .update(jobs)
      .set({ plannedAircraftId: null })
      .where(eq(jobs.id, hired.job.id));
    const defaults = await conditionsOf(hired.client.b);
    expect(defaults.forecast).toMatchObject({
      verdict: "go",
      limits: { maxWindMph: 20, maxGustMph: 25, maxPrecipitationChance: 50, aircraftName: null },
      plannedHour: { verdict: "go" },
    });
    await t.database.db
      .update(jobs)
      .set({ ...NEAR_CENTENNIAL, plannedFlightAt: null, plannedFlightConfirmedAt: null })
      .where(eq(jobs.id, hired.job.id));
  });

  it("says Forecast unavailable, with everything else, when the service fails", async () => {
    await t.database.db
      .update(jobs)
      .set({ lat: 40.1, lng: -105.1 })
      .where(eq(jobs.id, hired.job.id));
    weather.forecastStatus = 500;
    const conditions = await conditionsOf(hired.client.b);
    expect(conditions.forecast).toEqual({
      status: "unavailable",
      message: FORECAST_UNAVAILABLE_MESSAGE,
    });
    expect(conditions.daylight.sunrise).not.toBeNull();
    await t.database.db.update(jobs).set(NEAR_CENTENNIAL).where(eq(jobs.id, hired.job.id));
  });

  it("says when the date is beyond the forecast, and locates nothing for a job without coordinates", async () => {
    const far = new Date(Date.now() + 20 * DAY_MS);
    await t.database.db.update(jobs).set({ deadline: far }).where(eq(jobs.id, hired.job.id));
    const { forecast } = await conditionsOf(hired.client.b);
    expect(forecast).toEqual({
      status: "out_of_range",
      message:
        "No forecast for this date yet: the National Weather Service forecasts about 7 days ahead.",
    });
    await t.database.db.update(jobs).set({ lat: null, lng: null }).where(eq(jobs.id, hired.job.id));
    const res = await hired.client.b.get(url);
    expect(res.json()).toMatchObject({ located: false });
    await t.database.db
      .update(jobs)
      .set({ ...NEAR_CENTENNIAL, deadline: tomorrow.endOfDay })
      .where(eq(jobs.id, hired.job.id));
  });
});

describe("with no weather service reachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    const closed = await FakeWeatherService.start();
    await closed.close();
    t = await buildTestApp("pglite", { env: { WEATHER_API_URL: closed.origin } });
  });
  afterAll(() => t.close());

  it("answers 200 with Forecast unavailable, never a 500", async () => {
    const { job, client } = await hiredJob(t);
    const res = await client.b.get(`/api/jobs/${job.id}/flight-conditions`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      located: true,
      forecast: { status: "unavailable", message: "Forecast unavailable" },
    });
  });
});
