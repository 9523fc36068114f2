import { and, eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RESCHEDULE_AFTER_DEADLINE_MESSAGE,
  RESCHEDULE_JOB_STATE_MESSAGE,
  RESCHEDULE_NOT_OPEN_MESSAGE,
  RESCHEDULE_NOT_PLANNED_MESSAGE,
  RESCHEDULE_ONLY_PROPOSER_MESSAGE,
  RESCHEDULE_OPEN_EXISTS_MESSAGE,
  RESCHEDULE_OWN_PROPOSAL_MESSAGE,
  addCalendarDays,
  siteDateOf,
  siteDateTime,
  type JobDetail,
  type RescheduleProposalDto,
} from "@skyhire/shared";
import { jobs, notifications, rescheduleProposals } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createAdmin, hiredJob, type HiredJob } from "../delivery/testFixtures";
import { balanceOf } from "../ledger/accounts";

const CHICAGO = "America/Chicago";
// The test job is in Austin, TX: a flexible day five days ahead, its deadline three days later.
const FLIGHT_DAY = addCalendarDays(siteDateOf(new Date(), CHICAGO), 5);
const DEADLINE_DAY = addCalendarDays(FLIGHT_DAY, 3);
const at = (time: string, day = FLIGHT_DAY) => siteDateTime(day, time, CHICAGO).toISOString();

describe.each(testDatabases())("rescheduling a planned flight (%s)", (kind) => {
  let t: TestApp;
  let hired: HiredJob;
  let url: string;
  let strangers: TestBrowser[];

  const kindsFor = async (userId: string) =>
    (
      await t.database.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, userId))
    ).map((row) => row.kind);
  const jobAs = async (b: TestBrowser) =>
    (await b.get(`/api/jobs/${hired.job.id}`)).json() as JobDetail;
  const propose = (b: TestBrowser, plannedAt: string, reason = "weather", note?: string) =>
    b.post(url, { plannedAt, reason, ...(note ? { note } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    hired = await hiredJob(t);
    url = `/api/jobs/${hired.job.id}/reschedules`;
    await t.database.db
      .update(jobs)
      .set({
        missionWindow: { kind: "flexible", date: FLIGHT_DAY, days: 1 },
        deadline: new Date(siteDateTime(DEADLINE_DAY, "23:59", CHICAGO).getTime() + 59_999),
      })
      .where(eq(jobs.id, hired.job.id));
    strangers = [
      (await createTestClient(t)).b,
      (await createJobPilot(t)).b,
      (await createAdmin(t)).b,
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it("has nothing to move before the pilot confirms a flight time", async () => {
    const res = await propose(hired.client.b, at("10:00", addCalendarDays(FLIGHT_DAY, 1)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: RESCHEDULE_NOT_PLANNED_MESSAGE });
    const planned = await hired.pilot.b.put(`/api/jobs/${hired.job.id}/planned-flight`, {
      plannedAt: at("10:00"),
    });
    expect(planned.statusCode, planned.body).toBe(200);
  });

  it("answers 404 to anyone but the job's two parties, on every route, and 401 signed out", async () => {
    const open = await propose(hired.pilot.b, at("10:00", addCalendarDays(FLIGHT_DAY, 1)));
    expect(open.statusCode, open.body).toBe(201);
    const id = (open.json() as RescheduleProposalDto).id;
    for (const stranger of strangers) {
      for (const res of [
        await stranger.get(url),
        await propose(stranger, at("11:00", addCalendarDays(FLIGHT_DAY, 1))),
        await stranger.post(`${url}/${id}/accept`),
        await stranger.post(`${url}/${id}/decline`),
        await stranger.post(`${url}/${id}/withdraw`),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toMatchObject({ message: "Job not found" });
      }
    }
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const withdrawn = await hired.pilot.b.post(`${url}/${id}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "withdrawn" });
    expect(await kindsFor(hired.client.user.id)).toEqual(
      expect.arrayContaining(["reschedule_proposed", "reschedule_withdrawn"]),
    );
  });

  it("refuses bad input with a clear 400 and an unknown proposal with 404", async () => {
    const bad = [
      await hired.pilot.b.post(url, { plannedAt: at("10:00"), reason: "tired" }),
      await hired.pilot.b.post(url, { plannedAt: "next week", reason: "weather" }),
      await propose(
        hired.pilot.b,
        at("10:00", addCalendarDays(FLIGHT_DAY, 1)),
        "other",
        "x".repeat(501),
      ),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty("requestId");
    }
    const late = await propose(hired.client.b, at("10:00", addCalendarDays(DEADLINE_DAY, 1)));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: RESCHEDULE_AFTER_DEADLINE_MESSAGE });
    const past = await propose(hired.client.b, new Date(Date.now() - 3_600_000).toISOString());
    expect(past.statusCode).toBe(400);
    // 14 CFR 107.29 still holds: no lit aircraft is planned for the flight.
    const night = await propose(hired.client.b, at("21:00", addCalendarDays(FLIGHT_DAY, 1)));
    expect(night.statusCode).toBe(400);
    expect(night.json().message).toMatch(/^A night or civil-twilight flight needs the aircraft/);
    const unknown = await hired.client.b.post(`${url}/${crypto.randomUUID()}/accept`);
    expect(unknown.statusCode).toBe(404);
    expect((await hired.client.b.post(`${url}/not-an-id/accept`)).statusCode).toBe(400);
  });

  it("lets the other side accept: the flight moves in the same transaction, the escrow stays", async () => {
    const escrow = { kind: "escrow", jobId: hired.job.id } as const;
    const held = await balanceOf(t.database.db, escrow);
    const newTime = at("09:15", addCalendarDays(FLIGHT_DAY, 2));
    const res = await propose(hired.pilot.b, newTime, "weather", "Gusts to 30 mph forecast.");
    expect(res.statusCode, res.body).toBe(201);
    const proposal = res.json() as RescheduleProposalDto;
    expect(proposal).toMatchObject({
      proposedBy: "pilot",
      fromAt: at("10:00"),
      plannedAt: newTime,
      reason: "weather",
      note: "Gusts to 30 mph forecast.",
      status: "open",
    });

    const second = await propose(hired.client.b, at("11:00", addCalendarDays(FLIGHT_DAY, 1)));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: RESCHEDULE_OPEN_EXISTS_MESSAGE });
    const ownAccept = await hired.pilot.b.post(`${url}/${proposal.id}/accept`);
    expect(ownAccept.statusCode).toBe(403);
    expect(ownAccept.json()).toMatchObject({ message: RESCHEDULE_OWN_PROPOSAL_MESSAGE });
    const notTheirs = await hired.client.b.post(`${url}/${proposal.id}/withdraw`);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ message: RESCHEDULE_ONLY_PROPOSER_MESSAGE });

    const accepted = await hired.client.b.post(`${url}/${proposal.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted" });
    for (const party of [hired.client.b, hired.pilot.b]) {
      const job = await jobAs(party);
      expect(job.plannedFlight?.at).toBe(newTime);
      expect(job.missionWindow).toEqual({
        kind: "fixed",
        date: addCalendarDays(FLIGHT_DAY, 2),
        startTime: "09:15",
      });
    }
    expect(await balanceOf(t.database.db, escrow)).toBe(held);
    // The client's calendar feed moves the planned take-off with it.
    const feed = (await hired.client.b.post("/api/calendar-feed")).json() as { url: string };
    const ics = await t.app.inject({ url: new URL(feed.url).pathname });
    const takeoffs = Object.values(ical.sync.parseICS(ics.body)).filter(
      (c): c is VEvent => c?.type === "VEVENT" && String(c.summary).startsWith("Planned flight"),
    );
    expect(takeoffs.map((e) => e.start.toISOString())).toEqual([newTime]);
    expect(await kindsFor(hired.pilot.user.id)).toContain("reschedule_accepted");
    expect(await kindsFor(hired.client.user.id)).toContain("reschedule_accepted");
    const again = await hired.client.b.post(`${url}/${proposal.id}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: RESCHEDULE_NOT_OPEN_MESSAGE });
    // The pilot can still fine-tune the agreed time (its window is the agreed start).
    const tuned = await hired.pilot.b.put(`/api/jobs/${hired.job.id}/planned-flight`, {
      plannedAt: at("09:25", addCalendarDays(FLIGHT_DAY, 2)),
    });
    expect(tuned.statusCode, tuned.body).toBe(200);
  });

  it("lets the pilot decline the client's proposal: the flight stays, the history keeps both", async () => {
    const before = (await jobAs(hired.client.b)).plannedFlight?.at;
    const res = await propose(
      hired.client.b,
      at("14:00", addCalendarDays(FLIGHT_DAY, 3)),
      "access",
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as RescheduleProposalDto).id;
    const declined = await hired.pilot.b.post(`${url}/${id}/decline`);
    expect(declined.json()).toMatchObject({ status: "declined" });
    expect((await jobAs(hired.pilot.b)).plannedFlight?.at).toBe(before);
    expect(await kindsFor(hired.client.user.id)).toContain("reschedule_declined");
    const history = (await hired.client.b.get(url)).json() as RescheduleProposalDto[];
    expect(history.map((p) => [p.proposedBy, p.status])).toEqual([
      ["client", "declined"],
      ["pilot", "accepted"],
      ["pilot", "withdrawn"],
    ]);
    expect(history[0]).toMatchObject({ reason: "access", proposerName: expect.any(String) });
  });

  it("lets exactly one of two proposals made at once through; the other gets 409", async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        propose(hired.client.b, at("10:00", addCalendarDays(FLIGHT_DAY, 1)), "client_request"),
        propose(hired.pilot.b, at("12:00", addCalendarDays(FLIGHT_DAY, 1)), "weather"),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const open = await t.database.db
        .select()
        .from(rescheduleProposals)
        .where(
          and(eq(rescheduleProposals.jobId, hired.job.id), eq(rescheduleProposals.status, "open")),
        );
      expect(open).toHaveLength(1);
      const winner = open[0]!;
      const proposer = winner.proposedBy === "client" ? hired.client.b : hired.pilot.b;
      expect((await proposer.post(`${url}/${winner.id}/withdraw`)).statusCode).toBe(200);
    }
  });

  it("refuses a reschedule once the job is delivered or cancelled (409)", async () => {
    await t.database.db
      .update(jobs)
      .set({ status: "ready_for_review", deliveredAt: new Date() })
      .where(eq(jobs.id, hired.job.id));
    const res = await propose(hired.pilot.b, at("10:00", addCalendarDays(FLIGHT_DAY, 1)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: RESCHEDULE_JOB_STATE_MESSAGE });
    await t.database.db
      .update(jobs)
      .set({ status: "assigned", deliveredAt: null })
      .where(eq(jobs.id, hired.job.id));
  });

  it("withdraws an open proposal when the client cancels the job", async () => {
    const other = await hiredJob(t);
    await t.database.db
      .update(jobs)
      .set({ missionWindow: { kind: "flexible", date: FLIGHT_DAY, days: 1 } })
      .where(eq(jobs.id, other.job.id));
    const planned = await other.pilot.b.put(`/api/jobs/${other.job.id}/planned-flight`, {
      plannedAt: at("10:00"),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const proposed = await other.pilot.b.post(`/api/jobs/${other.job.id}/reschedules`, {
      plannedAt: at("12:00"),
      reason: "weather",
    });
    expect(proposed.statusCode, proposed.body).toBe(201);

    const cancelled = await other.client.b.post(`/api/jobs/${other.job.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(rescheduleProposals)
      .where(eq(rescheduleProposals.jobId, other.job.id));
    expect(row).toMatchObject({ status: "withdrawn", respondedByUserId: null });
    const answer = await other.client.b.post(
      `/api/jobs/${other.job.id}/reschedules/${row!.id}/accept`,
      {},
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: RESCHEDULE_NOT_OPEN_MESSAGE });
  });
});
