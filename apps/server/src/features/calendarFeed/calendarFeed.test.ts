import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeedCreated, CalendarFeedStatus } from "@skyhire/shared";
import { jobs } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { logTestFlight } from "../../testing/flightLogFixtures";
import { jobForm, postTestJob } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { hiredJob } from "../delivery/testFixtures";

/** Every raw log line, to prove the feed's secret never lands in one. */
function rawLogCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

// End of the picked day in Chicago, as the web app sends it (Austin jobs).
const DEC_10 = "2026-12-11T05:59:59.999Z";
const DEC_14 = "2026-12-15T05:59:59.999Z";
const DEC_20 = "2026-12-21T05:59:59.999Z";
// 9:30 AM in Austin on December 12.
const PLANNED_TAKEOFF = "2026-12-12T15:30:00.000Z";

/** "YYYY-MM-DD" of a DATE value as node-ical reads it (local midnight). */
function day(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe.each(testDatabases())("calendar feeds (%s)", (kind) => {
  let t: TestApp;
  const logs = rawLogCollector();
  beforeAll(async () => {
    t = await buildTestApp(kind, { logger: logs.logger });
  });
  afterAll(() => t.close());

  async function turnOn(b: TestBrowser): Promise<{ url: string; path: string }> {
    const res = await b.post("/api/calendar-feed");
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as CalendarFeedCreated;
    return { url, path: new URL(url).pathname };
  }

  async function fetchFeed(path: string) {
    const res = await t.app.inject({ url: path });
    return res;
  }

  async function eventsOf(path: string): Promise<Record<string, VEvent>> {
    const res = await fetchFeed(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const parsed = ical.sync.parseICS(res.body);
    return Object.fromEntries(
      Object.values(parsed)
        .filter((c): c is VEvent => c?.type === "VEVENT")
        .map((e) => [e.uid, e]),
    );
  }

  it("serves each side's schedule, event by event, and nothing of anyone else's", async () => {
    const { client, pilot, job: hired } = await hiredJob(t);
    await t.database.db
      .update(jobs)
      .set({
        dateFrom: new Date(DEC_10),
        deadline: new Date(DEC_14),
        plannedFlightAt: new Date(PLANNED_TAKEOFF),
        plannedFlightConfirmedAt: new Date(),
      })
      .where(eq(jobs.id, hired.id));
    const flight = await logTestFlight(pilot.b, hired.id);
    const open = await postTestJob(client, { title: "Open roof survey", deadline: DEC_20 });
    const dropped = await postTestJob(client, { title: "Dropped idea", deadline: DEC_20 });
    expect((await client.b.post(`/api/jobs/${dropped.id}/cancel`, {})).statusCode).toBe(200);

    const status = await client.b.get("/api/calendar-feed");
    expect(status.json() as CalendarFeedStatus).toEqual({ enabled: false, createdAt: null });
    const clientFeed = await turnOn(client.b);
    expect(clientFeed.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\/schedule\.ics$/);
    expect(((await client.b.get("/api/calendar-feed")).json() as CalendarFeedStatus).enabled).toBe(
      true,
    );

    const clientEvents = await eventsOf(clientFeed.path);
    expect(Object.keys(clientEvents).sort()).toEqual(
      [
        `job-${hired.id}@skyhire`,
        `planned-flight-${hired.id}@skyhire`,
        `job-${open.id}@skyhire`,
        `job-${dropped.id}@skyhire`,
      ].sort(),
    );
    const planned = clientEvents[`planned-flight-${hired.id}@skyhire`]!;
    expect(planned.start.toISOString()).toBe(PLANNED_TAKEOFF);
    expect(planned.end!.getTime() - planned.start.getTime()).toBe(60 * 60 * 1000);
    expect(planned.status).toBe("CONFIRMED");
    const hiredEvent = clientEvents[`job-${hired.id}@skyhire`]!;
    expect(hiredEvent.start.dateOnly).toBe(true);
    expect(day(hiredEvent.start)).toBe("2026-12-10");
    expect(day(hiredEvent.end!)).toBe("2026-12-15");
    expect(hiredEvent.status).toBe("CONFIRMED");
    expect(hiredEvent.location).toBe("Austin, TX");
    expect(String(hiredEvent.description)).toContain(`/jobs/${hired.id}`);
    expect(clientEvents[`job-${open.id}@skyhire`]!.status).toBe("TENTATIVE");
    expect(day(clientEvents[`job-${open.id}@skyhire`]!.start)).toBe("2026-12-20");
    expect(clientEvents[`job-${dropped.id}@skyhire`]!.status).toBe("CANCELLED");

    const pilotFeed = await turnOn(pilot.b);
    const pilotEvents = await eventsOf(pilotFeed.path);
    expect(Object.keys(pilotEvents).sort()).toEqual(
      [
        `job-${hired.id}@skyhire`,
        `planned-flight-${hired.id}@skyhire`,
        `flight-${flight.id}@skyhire`,
      ].sort(),
    );
    const flightEvent = pilotEvents[`flight-${flight.id}@skyhire`]!;
    expect(flightEvent.start.toISOString()).toBe(flight.takeoffAt);
    expect(flightEvent.end!.toISOString()).toBe(flight.landingAt);
    const pilotBody = (await fetchFeed(pilotFeed.path)).body;
    for (const secret of ["Open roof survey", "Dropped idea", "Private:", client.user.email]) {
      expect(pilotBody).not.toContain(secret);
    }
  });

  it("keeps the UID and raises SEQUENCE and LAST-MODIFIED when a job's date moves", async () => {
    const { client } = await hiredJob(t);
    const job = await postTestJob(client, { title: "Moving date", deadline: DEC_14 });
    // Posted an hour ago, so the edit is a later revision by whole seconds.
    await t.database.db
      .update(jobs)
      .set({
        createdAt: sql`now() - interval '1 hour'`,
        updatedAt: sql`now() - interval '1 hour'`,
      })
      .where(eq(jobs.id, job.id));
    const feed = await turnOn(client.b);
    const uid = `job-${job.id}@skyhire`;
    const before = (await eventsOf(feed.path))[uid]!;

    const moved = await client.b.request({
      method: "PATCH",
      url: `/api/jobs/${job.id}`,
      payload: jobForm({ title: "Moving date", deadline: DEC_20 }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await eventsOf(feed.path))[uid]!;
    expect(day(before.start)).toBe("2026-12-14");
    expect(day(after.start)).toBe("2026-12-20");
    expect(Number(after.sequence)).toBeGreaterThan(Number(before.sequence));
    expect(after.lastmodified!.getTime()).toBeGreaterThan(before.lastmodified!.getTime());
  });

  it("answers 304 to a copy it already sent, 404 after renewal or revocation, and never logs the token", async () => {
    const { client } = await hiredJob(t);
    const first = await turnOn(client.b);
    const sent = await fetchFeed(first.path);
    const etag = String(sent.headers.etag);
    const again = await t.app.inject({ url: first.path, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);

    const renewed = await turnOn(client.b);
    expect(renewed.path).not.toBe(first.path);
    expect((await fetchFeed(first.path)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.path)).statusCode).toBe(200);

    const off = await client.b.request({ method: "DELETE", url: "/api/calendar-feed" });
    expect(off.statusCode).toBe(204);
    const gone = await fetchFeed(renewed.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: "Calendar feed not found" });
    expect((await fetchFeed("/api/calendar/short/schedule.ics")).statusCode).toBe(400);

    const tokens = [first.path, renewed.path].map((p) => p.split("/")[3]!);
    const logged = logs.lines.join("\n");
    expect(logged).toContain("/api/calendar/[redacted]/schedule.ics");
    for (const token of tokens) expect(logged).not.toContain(token);
  });
});
