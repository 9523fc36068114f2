import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FLIGHT_LOG_AIRCRAFT_NOT_IN_FLEET_MESSAGE,
  FLIGHT_LOG_REQUIRED_MESSAGE,
  FLIGHT_LOGS_CLOSED_MESSAGE,
  ONLY_PILOT_LOGS_FLIGHTS_MESSAGE,
  type FlightLogDto,
  type FlightSummaryDto,
  type JobFlightLogsDto,
} from "@skyhire/shared";
import { airspaceAuthorizations } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { addTestDrone, flightForm } from "../../testing/flightLogFixtures";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { testDatabases } from "../../testing/testApp";
import {
  buildDeliveryTestApp,
  createAdmin,
  hiredJob,
  sampleFiles,
  uploadOk,
  type DeliveryTestApp,
} from "../delivery/testFixtures";

const remove = (b: TestBrowser, url: string) => b.request({ method: "DELETE", url });

describe.each(testDatabases())("flight logs (%s)", (kind) => {
  let t: DeliveryTestApp;
  let strangers: Record<string, TestBrowser>;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    strangers = {
      otherClient: (await createTestClient(t)).b,
      otherPilot: (await createJobPilot(t)).b,
      admin: (await createAdmin(t)).b,
    };
  });
  afterAll(() => t.close());

  it("logs a flight at the job site, shows the pilot everything and the client a summary", async () => {
    const { client, pilot, job } = await hiredJob(t);
    const drone = await addTestDrone(pilot.b, "Survey Mavic");
    const created = await pilot.b.post(`/api/jobs/${job.id}/flight-logs`, flightForm(drone));
    expect(created.statusCode, created.body).toBe(201);
    const log = created.json() as FlightLogDto;
    expect(log).toMatchObject({
      aircraftName: "Survey Mavic",
      location: "Austin, TX",
      timeZone: "America/Chicago",
      airtimeSeconds: 1200,
      batteryPacks: 2,
      remarks: "Private: wind picked up on the north side.",
    });

    const full = await pilot.b.get(`/api/jobs/${job.id}/flight-logs`);
    expect(full.statusCode).toBe(200);
    expect(full.json() as JobFlightLogsDto).toMatchObject({
      editable: true,
      site: { location: "Austin, TX", timeZone: "America/Chicago" },
      logs: [{ id: log.id }],
      summary: { flights: 1, airtimeSeconds: 1200 },
    });

    const summary = await client.b.get(`/api/jobs/${job.id}/flight-summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json() as FlightSummaryDto).toMatchObject({
      flights: 1,
      airtimeSeconds: 1200,
      aircraft: [{ name: "Survey Mavic", flights: 1 }],
    });
    expect(summary.body).not.toContain("Private");

    const clientFull = await client.b.get(`/api/jobs/${job.id}/flight-logs`);
    expect(clientFull.statusCode).toBe(403);
    expect(clientFull.json()).toMatchObject({ message: ONLY_PILOT_LOGS_FLIGHTS_MESSAGE });
    const clientWrite = await client.b.post(`/api/jobs/${job.id}/flight-logs`, flightForm(drone));
    expect(clientWrite.statusCode).toBe(403);
  });

  it("answers 404 on every route to anyone but the job's client and hired pilot", async () => {
    const { pilot, job } = await hiredJob(t);
    const drone = await addTestDrone(pilot.b);
    const log = (await pilot.b.post(`/api/jobs/${job.id}/flight-logs`, flightForm(drone))).json();
    const logUrl = `/api/jobs/${job.id}/flight-logs/${(log as FlightLogDto).id}`;
    for (const [who, b] of Object.entries(strangers)) {
      const answers = [
        await b.get(`/api/jobs/${job.id}/flight-logs`),
        await b.get(`/api/jobs/${job.id}/flight-summary`),
        await b.post(`/api/jobs/${job.id}/flight-logs`, flightForm(drone)),
        await b.put(logUrl, flightForm(drone)),
        await remove(b, logUrl),
      ];
      expect(
        answers.map((a) => a.statusCode),
        who,
      ).toEqual([404, 404, 404, 404, 404]);
    }
    // Signed out: 401.
    expect((await t.app.inject({ url: `/api/jobs/${job.id}/flight-summary` })).statusCode).toBe(
      401,
    );
  });

  it("refuses a landing before takeoff, more than 400 ft and an aircraft not in the fleet", async () => {
    const { pilot, job } = await hiredJob(t);
    const drone = await addTestDrone(pilot.b);
    const url = `/api/jobs/${job.id}/flight-logs`;
    const takeoff = new Date(Date.now() - 3_600_000);
    const backwards = await pilot.b.post(
      url,
      flightForm(drone, {
        takeoffAt: takeoff.toISOString(),
        landingAt: new Date(takeoff.getTime() - 60_000).toISOString(),
      }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: "Landing must be after takeoff." });

    expect((await pilot.b.post(url, flightForm(drone, { maxAltitudeFtAgl: 400 }))).statusCode).toBe(
      201,
    );
    const high = await pilot.b.post(url, flightForm(drone, { maxAltitudeFtAgl: 401 }));
    expect(high.statusCode).toBe(400);
    expect((high.json() as { message: string }).message).toMatch(/400 ft AGL/);

    const someoneElses = await addTestDrone(strangers.otherPilot!, "Not yours");
    const foreign = await pilot.b.post(url, flightForm(someoneElses));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: FLIGHT_LOG_AIRCRAFT_NOT_IN_FLEET_MESSAGE });

    const camera = await pilot.b.post("/api/equipment", { name: "Spare gimbal", type: "camera" });
    const notAnAircraft = await pilot.b.post(url, flightForm((camera.json() as { id: string }).id));
    expect(notAnAircraft.statusCode).toBe(400);

    const garbage = await pilot.b.post(url, { ...flightForm(drone), batteryPacks: -1 });
    expect(garbage.statusCode).toBe(400);
    const logs = (await pilot.b.get(url)).json() as JobFlightLogsDto;
    expect(logs.logs).toHaveLength(1);
  });

  it("holds a flight under the ceiling of an airspace authorization that covers it", async () => {
    const { pilot, job } = await hiredJob(t);
    const drone = await addTestDrone(pilot.b);
    const form = flightForm(drone);
    await t.database.db.insert(airspaceAuthorizations).values({
      jobId: job.id,
      pilotProfileId: pilot.pilot.id,
      kind: "laanc",
      reference: "LAANC-7Q2K",
      ceilingFtAgl: 200,
      validFrom: new Date(new Date(form.takeoffAt).getTime() - 60_000),
      validTo: new Date(new Date(form.landingAt).getTime() + 60_000),
    });
    const url = `/api/jobs/${job.id}/flight-logs`;
    const above = await pilot.b.post(url, { ...form, maxAltitudeFtAgl: 250 });
    expect(above.statusCode).toBe(400);
    expect((above.json() as { message: string }).message).toMatch(/at most 200 ft AGL/);
    expect((await pilot.b.post(url, { ...form, maxAltitudeFtAgl: 200 })).statusCode).toBe(201);
  });

  it("needs a flight before the delivery and freezes the log once delivered", async () => {
    const { client, pilot, job } = await hiredJob(t);
    const url = `/api/jobs/${job.id}/flight-logs`;
    const drone = await addTestDrone(pilot.b);
    expect((await pilot.b.post(`/api/jobs/${job.id}/start`)).statusCode).toBe(200);
    await uploadOk(pilot.b, job.id, [{ name: "roof.jpg", content: sampleFiles.jpeg() }]);
    const early = await pilot.b.post(`/api/jobs/${job.id}/deliver`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: FLIGHT_LOG_REQUIRED_MESSAGE });

    const first = (await pilot.b.post(url, flightForm(drone))).json() as FlightLogDto;
    const second = (await pilot.b.post(url, flightForm(drone))).json() as FlightLogDto;
    const corrected = await pilot.b.put(
      `${url}/${first.id}`,
      flightForm(drone, { maxAltitudeFtAgl: 350, location: "North lot", remarks: null }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ maxAltitudeFtAgl: 350, location: "North lot" });
    expect((await remove(pilot.b, `${url}/${second.id}`)).statusCode).toBe(204);
    expect((await remove(pilot.b, `${url}/${second.id}`)).statusCode).toBe(404);

    expect((await pilot.b.post(`/api/jobs/${job.id}/deliver`)).statusCode).toBe(200);
    const late = await pilot.b.post(url, flightForm(drone));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: FLIGHT_LOGS_CLOSED_MESSAGE });
    expect((await pilot.b.put(`${url}/${first.id}`, flightForm(drone))).statusCode).toBe(409);
    expect((await remove(pilot.b, `${url}/${first.id}`)).statusCode).toBe(409);
    expect(((await pilot.b.get(url)).json() as JobFlightLogsDto).editable).toBe(false);

    const summary = (await client.b.get(`/api/jobs/${job.id}/flight-summary`)).json();
    expect(summary).toMatchObject({ flights: 1, airtimeSeconds: 1200 });
  });

  it("totals the pilot's logbook per aircraft and month and exports it as CSV", async () => {
    const { pilot, job } = await hiredJob(t);
    const mavic = await addTestDrone(pilot.b, "Mavic");
    const matrice = await addTestDrone(pilot.b, "=Matrice");
    const url = `/api/jobs/${job.id}/flight-logs`;
    const at = (iso: string, minutes: number) => ({
      takeoffAt: iso,
      landingAt: new Date(new Date(iso).getTime() + minutes * 60_000).toISOString(),
    });
    // 04:30 UTC on July 1 is still June 30 in Austin.
    await pilot.b.post(url, flightForm(mavic, at("2026-07-01T04:30:00Z", 15)));
    await pilot.b.post(url, flightForm(mavic, at("2026-07-10T15:00:00Z", 30)));
    await pilot.b.post(
      url,
      flightForm(matrice, { ...at("2026-07-11T15:00:00Z", 60), incident: "Hard landing" }),
    );

    const book = await pilot.b.get("/api/logbook");
    expect(book.statusCode).toBe(200);
    expect(book.json()).toMatchObject({
      totals: { flights: 3, airtimeSeconds: 105 * 60 },
      byAircraft: [
        { equipmentId: matrice, aircraftName: "=Matrice", flights: 1, airtimeSeconds: 3600 },
        { equipmentId: mavic, aircraftName: "Mavic", flights: 2, airtimeSeconds: 2700 },
      ],
      byMonth: [
        { month: "2026-06", flights: 1, airtimeSeconds: 900 },
        { month: "2026-07", flights: 2, airtimeSeconds: 5400 },
      ],
    });

    const csv = await pilot.b.get("/api/logbook.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="skyhire-logbook-/);
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^"Takeoff \(site time\)","Landing \(site time\)","Time zone"/);
    expect(lines[1]).toMatch(/^"2026-06-30 23:30","2026-06-30 23:45","America\/Chicago","15 min"/);
    // A name that starts like a formula is defused for spreadsheets.
    expect(lines[3]).toContain(`"'=Matrice"`);
    expect(lines[3]).toContain(`"Hard landing"`);

    const client = await createTestClient(t);
    expect((await client.b.get("/api/logbook")).statusCode).toBe(403);
    expect((await client.b.get("/api/logbook.csv")).statusCode).toBe(403);
  });
});
