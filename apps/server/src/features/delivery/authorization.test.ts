import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER, type DisputeDto, type JobFileDto } from "@skyhire/shared";
import {
  disputes,
  jobEvents,
  jobFiles,
  jobs,
  ledgerEntries,
  notifications,
  reviews,
} from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { sameOriginHeaders, testDatabases } from "../../testing/testApp";
import {
  buildDeliveryTestApp,
  type DeliveryTestApp,
  createAdmin,
  hiredJob,
  multipartBody,
  postWithKey,
  sampleFiles,
  uploadOk,
  type HiredJob,
} from "./testFixtures";
import { logTestFlight } from "../../testing/flightLogFixtures";

/**
 * Every endpoint of the flow after the hire, tried as: the job's client and pilot, a client and
 * a pilot with nothing to do with the job, an operator (not a party), and signed out. Refused
 * calls must change nothing: no row, no file, no money.
 */
type Actor = "client" | "pilot" | "otherClient" | "otherPilot" | "admin" | "signedOut";
const ACTORS: Actor[] = ["client", "pilot", "otherClient", "otherPilot", "admin", "signedOut"];

type Stage = "assigned" | "in_progress" | "ready" | "disputed" | "completed";

interface Scenario {
  hired: HiredJob;
  jobId: string;
  /** A deliverable of the current round (from in_progress on). */
  fileId: string | null;
  disputeId: string | null;
}

interface Case {
  endpoint: string;
  stage: Stage;
  method: "GET" | "POST" | "DELETE";
  url: (s: Scenario) => string;
  body?: object;
  multipart?: boolean;
  /** Money-moving: sent with a fresh Idempotency-Key. */
  idempotent?: boolean;
  expected: Record<Actor, number>;
}

const NONE = { otherClient: 404, otherPilot: 404, admin: 404, signedOut: 401 };
const REVIEW = { rating: 4, body: "Would work together again." };

const CASES: Case[] = [
  {
    endpoint: "POST /api/jobs/:id/start",
    stage: "assigned",
    method: "POST",
    url: (s) => `/api/jobs/${s.jobId}/start`,
    expected: { pilot: 200, client: 403, ...NONE },
  },
  {
    endpoint: "GET /api/jobs/:id/delivery",
    stage: "in_progress",
    method: "GET",
    url: (s) => `/api/jobs/${s.jobId}/delivery`,
    expected: { pilot: 200, client: 200, ...NONE },
  },
  {
    endpoint: "POST /api/jobs/:id/files",
    stage: "in_progress",
    method: "POST",
    multipart: true,
    url: (s) => `/api/jobs/${s.jobId}/files`,
    expected: { pilot: 201, client: 403, ...NONE },
  },
  {
    endpoint: "GET /api/jobs/:id/files",
    stage: "in_progress",
    method: "GET",
    url: (s) => `/api/jobs/${s.jobId}/files`,
    expected: { pilot: 200, client: 200, ...NONE },
  },
  {
    endpoint: "GET /api/files/:fileId",
    stage: "in_progress",
    method: "GET",
    url: (s) => `/api/files/${s.fileId}`,
    expected: { pilot: 200, client: 200, ...NONE },
  },
  {
    endpoint: "DELETE /api/files/:fileId",
    stage: "in_progress",
    method: "DELETE",
    url: (s) => `/api/files/${s.fileId}`,
    expected: { pilot: 204, client: 403, ...NONE },
  },
  {
    endpoint: "POST /api/jobs/:id/deliver",
    stage: "in_progress",
    method: "POST",
    url: (s) => `/api/jobs/${s.jobId}/deliver`,
    expected: { pilot: 200, client: 403, ...NONE },
  },
  {
    endpoint: "POST /api/jobs/:id/approve",
    stage: "ready",
    method: "POST",
    idempotent: true,
    url: (s) => `/api/jobs/${s.jobId}/approve`,
    expected: { client: 200, pilot: 403, ...NONE },
  },
  {
    endpoint: "POST /api/jobs/:id/request-changes",
    stage: "ready",
    method: "POST",
    body: { reason: "Please reshoot the east side." },
    url: (s) => `/api/jobs/${s.jobId}/request-changes`,
    expected: { client: 200, pilot: 403, ...NONE },
  },
  {
    endpoint: "POST /api/jobs/:id/disputes",
    stage: "ready",
    method: "POST",
    body: { reason: "The delivery does not match what was agreed." },
    url: (s) => `/api/jobs/${s.jobId}/disputes`,
    expected: { client: 201, pilot: 201, ...NONE },
  },
  {
    endpoint: "GET /api/jobs/:id/disputes",
    stage: "disputed",
    method: "GET",
    url: (s) => `/api/jobs/${s.jobId}/disputes`,
    // Operators see a job while it is disputed.
    expected: { client: 200, pilot: 200, ...NONE, admin: 200 },
  },
  {
    endpoint: "GET /api/files/:fileId (disputed job)",
    stage: "disputed",
    method: "GET",
    url: (s) => `/api/files/${s.fileId}`,
    expected: { client: 200, pilot: 200, ...NONE, admin: 200 },
  },
  {
    endpoint: "POST /api/jobs/:id/files?purpose=dispute_evidence",
    stage: "disputed",
    method: "POST",
    multipart: true,
    url: (s) => `/api/jobs/${s.jobId}/files?purpose=dispute_evidence`,
    // Operators read evidence; only the parties add it.
    expected: { client: 201, pilot: 201, ...NONE, admin: 403 },
  },
  {
    endpoint: "GET /api/admin/disputes",
    stage: "disputed",
    method: "GET",
    url: () => "/api/admin/disputes",
    expected: {
      admin: 200,
      client: 404,
      pilot: 404,
      otherClient: 404,
      otherPilot: 404,
      signedOut: 401,
    },
  },
  {
    endpoint: "GET /api/admin/disputes/:id",
    stage: "disputed",
    method: "GET",
    url: (s) => `/api/admin/disputes/${s.disputeId}`,
    expected: {
      admin: 200,
      client: 404,
      pilot: 404,
      otherClient: 404,
      otherPilot: 404,
      signedOut: 401,
    },
  },
  {
    endpoint: "POST /api/admin/disputes/:id/resolve",
    stage: "disputed",
    method: "POST",
    idempotent: true,
    body: { payoutOfPriceCents: 100_00, note: "A quarter of the price for the work done." },
    url: (s) => `/api/admin/disputes/${s.disputeId}/resolve`,
    expected: {
      admin: 200,
      client: 404,
      pilot: 404,
      otherClient: 404,
      otherPilot: 404,
      signedOut: 401,
    },
  },
  {
    endpoint: "POST /api/jobs/:id/reviews",
    stage: "completed",
    method: "POST",
    body: REVIEW,
    url: (s) => `/api/jobs/${s.jobId}/reviews`,
    expected: { client: 201, pilot: 201, ...NONE },
  },
  {
    endpoint: "GET /api/jobs/:id/reviews",
    stage: "completed",
    method: "GET",
    url: (s) => `/api/jobs/${s.jobId}/reviews`,
    expected: { client: 200, pilot: 200, ...NONE },
  },
  {
    endpoint: "GET /api/reviews/mine",
    stage: "completed",
    method: "GET",
    url: () => "/api/reviews/mine",
    // Everyone signed in reads their own.
    expected: {
      client: 200,
      pilot: 200,
      otherClient: 200,
      otherPilot: 200,
      admin: 200,
      signedOut: 401,
    },
  },
  {
    endpoint: "GET /api/pilots/:id/reviews",
    stage: "completed",
    method: "GET",
    url: (s) => `/api/pilots/${s.hired.pilot.pilot.id}/reviews`,
    // Public.
    expected: {
      client: 200,
      pilot: 200,
      otherClient: 200,
      otherPilot: 200,
      admin: 200,
      signedOut: 200,
    },
  },
];

describe.each(testDatabases())("authorization after the hire (%s)", (kind) => {
  let t: DeliveryTestApp;
  let strangers: { otherClient: TestBrowser; otherPilot: TestBrowser; admin: TestBrowser };
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    strangers = {
      otherClient: (await createTestClient(t)).b,
      otherPilot: (await createJobPilot(t)).b,
      admin: (await createAdmin(t)).b,
    };
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function scenario(stage: Stage): Promise<Scenario> {
    const hired = await hiredJob(t);
    const s: Scenario = { hired, jobId: hired.job.id, fileId: null, disputeId: null };
    if (stage === "assigned") return s;
    expect((await hired.pilot.b.post(`/api/jobs/${s.jobId}/start`)).statusCode).toBe(200);
    const [file] = await uploadOk(hired.pilot.b, s.jobId, [
      { name: "roof.jpg", content: sampleFiles.jpeg() },
    ]);
    s.fileId = (file as JobFileDto).id;
    await logTestFlight(hired.pilot.b, s.jobId);
    if (stage === "in_progress") return s;
    expect((await hired.pilot.b.post(`/api/jobs/${s.jobId}/deliver`)).statusCode).toBe(200);
    if (stage === "ready") return s;
    if (stage === "disputed") {
      const opened = await hired.client.b.post(`/api/jobs/${s.jobId}/disputes`, {
        reason: "The delivery does not match what was agreed.",
      });
      expect(opened.statusCode).toBe(201);
      s.disputeId = (opened.json() as DisputeDto).id;
      return s;
    }
    expect((await postWithKey(hired.client.b, `/api/jobs/${s.jobId}/approve`)).statusCode).toBe(
      200,
    );
    return s;
  }

  function send(actor: Actor, c: Case, s: Scenario) {
    const headers: Record<string, string> = {};
    if (c.idempotent) headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    let payload: object | Buffer | undefined = c.body;
    if (c.multipart) {
      const body = multipartBody([{ name: "more.png", content: sampleFiles.png() }]);
      headers["content-type"] = body.contentType;
      payload = body.payload;
    }
    const options = { method: c.method, url: c.url(s), headers, ...(payload ? { payload } : {}) };
    if (actor === "signedOut") {
      return t.app.inject({
        ...options,
        headers: { ...sameOriginHeaders(t.config), ...options.headers },
      });
    }
    const browser =
      actor === "client"
        ? s.hired.client.b
        : actor === "pilot"
          ? s.hired.pilot.b
          : strangers[actor];
    return browser.request(options);
  }

  /** Everything a refused call must leave as it was. */
  async function snapshot(jobId: string) {
    const { rows } = await db().execute(sql`select
      (select status from ${jobs} where id = ${jobId}) as status,
      (select rating from ${jobs} where id = ${jobId}) as rating,
      (select count(*) from ${jobFiles} where job_id = ${jobId})::int as files,
      (select count(*) from ${jobEvents} where job_id = ${jobId})::int as events,
      (select string_agg(status::text, ',') from ${disputes} where job_id = ${jobId}) as disputes,
      (select count(*) from ${reviews} where job_id = ${jobId})::int as reviews,
      (select count(*) from ${ledgerEntries})::int as ledger_entries,
      (select count(*) from ${notifications})::int as notifications`);
    return { ...rows[0], stored: (await t.storedFiles()).length };
  }

  it.each(CASES)("$endpoint", async (c) => {
    const shared = await scenario(c.stage);
    const refused = ACTORS.filter((a) => c.expected[a] >= 400);
    const before = await snapshot(shared.jobId);
    for (const actor of refused) {
      const res = await send(actor, c, shared);
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(c.expected[actor]);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
    expect(await snapshot(shared.jobId), "refused calls changed something").toEqual(before);

    // Allowed: reads on the shared scenario, changes each on a fresh one.
    for (const actor of ACTORS.filter((a) => c.expected[a] < 400)) {
      const s = c.method === "GET" ? shared : await scenario(c.stage);
      const res = await send(actor, c, s);
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(c.expected[actor]);
    }
  });
});
