import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationDto, JobDto } from "@skyhire/shared";
import {
  applications,
  jobEvents,
  jobInvitations,
  jobs,
  notifications,
  properties,
} from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import {
  applicationForm,
  applyToJob,
  createJobPilot,
  createTestClient,
  daysFromNow,
  jobForm,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { hireThroughCheckout } from "../checkout/testing";

/** One job of the owning client with one pending application of the owning pilot. */
interface Scenario {
  job: JobDto;
  application: ApplicationDto;
  /** A pilot the owner may invite. */
  inviteeId: string;
}

type Owner = "client" | "pilot";

interface Case {
  endpoint: string;
  /** Whose row it is: the job's client, or the applicant pilot. */
  owner: Owner;
  method: "GET" | "POST" | "PATCH";
  url: (s: Scenario) => string;
  body?: (s: Scenario) => object;
  /** Status the owner gets. */
  ok: number;
  /** Another user of the owner's role, and a user of the other role. */
  sameRole: number;
  otherRole: number;
  /** Scenario variation: the job already assigned to the owning pilot. */
  hired?: boolean;
}

const CASES: Case[] = [
  {
    endpoint: "GET /api/jobs/:id (assigned job)",
    owner: "client",
    method: "GET",
    url: (s) => `/api/jobs/${s.job.id}`,
    ok: 200,
    sameRole: 404,
    // The other role here is a pilot with nothing to do with the job.
    otherRole: 404,
    hired: true,
  },
  {
    endpoint: "PATCH /api/jobs/:id",
    owner: "client",
    method: "PATCH",
    url: (s) => `/api/jobs/${s.job.id}`,
    body: () => jobForm({ title: "Renamed by someone" }),
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "POST /api/jobs/:id/cancel",
    owner: "client",
    method: "POST",
    url: (s) => `/api/jobs/${s.job.id}/cancel`,
    body: () => ({ reason: "Not needed" }),
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "POST /api/jobs/:id/invitations",
    owner: "client",
    method: "POST",
    url: (s) => `/api/jobs/${s.job.id}/invitations`,
    body: (s) => ({ pilotProfileId: s.inviteeId }),
    ok: 201,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "GET /api/jobs/:id/applications",
    owner: "client",
    method: "GET",
    url: (s) => `/api/jobs/${s.job.id}/applications`,
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "GET /api/applications/pilot/:profileId",
    owner: "pilot",
    method: "GET",
    url: (s) => `/api/applications/pilot/${s.application.pilotProfileId}`,
    ok: 200,
    sameRole: 404,
    otherRole: 404,
  },
  {
    endpoint: "PATCH /api/applications/:id",
    owner: "pilot",
    method: "PATCH",
    url: (s) => `/api/applications/${s.application.id}`,
    body: () => applicationForm({ quote: 999_00 }),
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "POST /api/applications/:id/withdraw",
    owner: "pilot",
    method: "POST",
    url: (s) => `/api/applications/${s.application.id}/withdraw`,
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "POST /api/applications/:id/counter",
    owner: "client",
    method: "POST",
    url: (s) => `/api/applications/${s.application.id}/counter`,
    body: () => ({ quote: 350_00, proposedDate: daysFromNow(9) }),
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "POST /api/applications/:id/counter/respond",
    owner: "pilot",
    method: "POST",
    url: (s) => `/api/applications/${s.application.id}/counter/respond`,
    body: () => ({ accept: true }),
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
  {
    // Hiring starts with checkout; paying it is in the checkout and money suites.
    endpoint: "POST /api/checkout",
    owner: "client",
    method: "POST",
    url: () => "/api/checkout",
    body: (s) => ({ applicationId: s.application.id }),
    ok: 201,
    sameRole: 404,
    otherRole: 403,
  },
  {
    endpoint: "POST /api/applications/:id/reject",
    owner: "client",
    method: "POST",
    url: (s) => `/api/applications/${s.application.id}/reject`,
    ok: 200,
    sameRole: 404,
    otherRole: 403,
  },
];

describe.each(testDatabases())("authorization matrix of jobs and applications (%s)", (kind) => {
  let t: TestApp;
  let ownerClient: TestClient;
  let otherClient: TestClient;
  let ownerPilot: TestJobPilot;
  let otherPilot: TestJobPilot;
  /** Invited by the owner in the invitation case. */
  let invitee: TestJobPilot;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ownerClient = await createTestClient(t);
    otherClient = await createTestClient(t);
    ownerPilot = await createJobPilot(t, "austin");
    otherPilot = await createJobPilot(t, "austin");
    invitee = await createJobPilot(t, "roundRock");
  });
  afterAll(() => t.close());

  async function scenario(hired = false): Promise<Scenario> {
    const job = await postTestJob(ownerClient);
    const application = await applyToJob(ownerPilot, job.id);
    // A counter waiting for the pilot, so "respond" has something to answer.
    const counter = await ownerClient.b.post(`/api/applications/${application.id}/counter`, {
      quote: 380_00,
    });
    expect(counter.statusCode).toBe(200);
    if (hired) {
      await hireThroughCheckout(ownerClient, application.id);
    }
    return { job, application, inviteeId: invitee.pilot.id };
  }

  /** Every row jobs and applications can touch, to prove a refused call changed nothing. */
  async function snapshot(): Promise<string> {
    const db = t.database.db;
    const [j, a, e, i, n, p] = await Promise.all([
      db.select().from(jobs).orderBy(asc(jobs.id)),
      db.select().from(applications).orderBy(asc(applications.id)),
      db.select().from(jobEvents).orderBy(asc(jobEvents.id)),
      db.select().from(jobInvitations).orderBy(asc(jobInvitations.id)),
      db.select().from(notifications).orderBy(asc(notifications.id)),
      db.select().from(properties).orderBy(asc(properties.id)),
    ]);
    return JSON.stringify({ j, a, e, i, n, p });
  }

  function call(b: TestBrowser | null, c: Case, s: Scenario) {
    const payload = c.body?.(s);
    const options = {
      method: c.method,
      url: c.url(s),
      ...(payload ? { payload } : {}),
    };
    if (b) return b.request(options);
    return t.app.inject({
      ...options,
      headers: { origin: new URL(t.config.appUrl).origin },
    });
  }

  it.each(CASES.map((c) => [c.endpoint, c] as const))("%s", async (_name, c) => {
    const s = await scenario(c.hired);
    const [owner, sameRole, otherRole] =
      c.owner === "client"
        ? [ownerClient, otherClient, otherPilot]
        : [ownerPilot, otherPilot, ownerClient];

    const before = await snapshot();
    const refused: [string, TestBrowser | null, number][] = [
      ["another user of the same role", sameRole.b, c.sameRole],
      ["a user of the other role", otherRole.b, c.otherRole],
      ["signed out", null, 401],
    ];
    for (const [who, b, status] of refused) {
      const res = await call(b, c, s);
      expect(res.statusCode, `${c.endpoint} as ${who}: ${res.body}`).toBe(status);
      expect(await snapshot(), `${c.endpoint} as ${who} changed data`).toBe(before);
    }

    const res = await call(owner.b, c, s);
    expect(res.statusCode, `${c.endpoint} as the owner: ${res.body}`).toBe(c.ok);
  });

  it("the job-board and posting endpoints need their role; lists answer only the caller's own", async () => {
    const s = await scenario(true);
    const outside = { headers: { origin: new URL(t.config.appUrl).origin } };

    // Posting: clients only.
    const before = await snapshot();
    expect((await ownerPilot.b.post("/api/jobs", jobForm())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/jobs", payload: jobForm(), ...outside }))
        .statusCode,
    ).toBe(401);
    // Applying: pilots only.
    const open = await postTestJob(otherClient);
    const afterPost = await snapshot();
    expect(
      (await ownerClient.b.post(`/api/jobs/${open.id}/applications`, applicationForm())).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/jobs/${open.id}/applications`,
          payload: applicationForm(),
          ...outside,
        })
      ).statusCode,
    ).toBe(401);
    expect(await snapshot()).toBe(afterPost);
    expect(before).not.toBe(afterPost);

    // The board: pilots only.
    expect((await ownerPilot.b.get("/api/jobs")).statusCode).toBe(200);
    expect((await ownerClient.b.get("/api/jobs")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/jobs" })).statusCode).toBe(401);

    // The caller's own lists: nobody sees anyone else's rows.
    const ids = async (b: TestBrowser, url: string) =>
      ((await b.get(url)).json() as { id: string }[]).map((j) => j.id);
    expect(await ids(ownerClient.b, "/api/jobs/client")).toContain(s.job.id);
    expect(await ids(otherClient.b, "/api/jobs/client")).not.toContain(s.job.id);
    expect(await ids(ownerPilot.b, "/api/jobs/client")).toEqual([]);
    expect(await ids(ownerPilot.b, "/api/jobs/pilot")).toContain(s.job.id);
    expect(await ids(otherPilot.b, "/api/jobs/pilot")).not.toContain(s.job.id);
    expect(await ids(ownerClient.b, "/api/jobs/pilot")).toEqual([]);
    for (const url of ["/api/jobs/client", "/api/jobs/pilot"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});
