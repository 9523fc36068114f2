import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_NOT_FOUND_MESSAGE, jobDetailSchema, jobListSchema } from "@skyhire/shared";
import { applications, jobInvitations, jobs, properties } from "../../db/schema";
import {
  createDualUser,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("job detail and lists (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  let pilot: TestJobPilot;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t, { companyName: "Harbor Realty", location: "Austin, TX" });
    pilot = await createJobPilot(t, "roundRock");
  });
  afterAll(() => t.close());

  const setStatus = (id: string, status: "assigned" | "cancelled", pilotProfileId?: string) =>
    t.database.db
      .update(jobs)
      .set({ status, ...(pilotProfileId ? { pilotProfileId } : {}) })
      .where(eq(jobs.id, id));

  async function detail(as: { b: TestClient["b"] }, id: string) {
    const res = await as.b.get(`/api/jobs/${id}`);
    return { status: res.statusCode, body: res.json() };
  }

  it("shows the owner the job, its property and the client summary", async () => {
    const [property] = await t.database.db
      .insert(properties)
      .values({ clientProfileId: client.profile.id, name: "Lake house" })
      .returning();
    const job = await postTestJob(client, { propertyId: property!.id });
    const { status, body } = await detail(client, job.id);
    expect(status).toBe(200);
    const parsed = jobDetailSchema.parse(body);
    expect(parsed).toMatchObject({
      id: job.id,
      viewerRole: "client",
      myApplication: null,
      invited: false,
      property: { id: property!.id, name: "Lake house" },
      client: { companyName: "Harbor Realty", location: "Austin, TX", rating: null },
    });
    expect(parsed.distanceMiles).toBeUndefined();
    expect(parsed.client.jobsPosted).toBeGreaterThanOrEqual(1);
  });

  it("shows any pilot an open job with the distance from their base, without the property", async () => {
    const [property] = await t.database.db
      .insert(properties)
      .values({ clientProfileId: client.profile.id, name: "Private site name" })
      .returning();
    const job = await postTestJob(client, { propertyId: property!.id });
    const { status, body } = await detail(pilot, job.id);
    expect(status).toBe(200);
    const parsed = jobDetailSchema.parse(body);
    expect(parsed).toMatchObject({ viewerRole: "pilot", myApplication: null, invited: false });
    expect(parsed.property).toBeNull();
    expect(parsed.distanceMiles).toBeGreaterThan(10);
    expect(parsed.distanceMiles).toBeLessThan(25);
  });

  it("counts the client's posted jobs and hires", async () => {
    const fresh = await createTestClient(t);
    const first = await postTestJob(fresh);
    await postTestJob(fresh);
    await setStatus(first.id, "assigned", pilot.pilot.id);
    const { body } = await detail(fresh, first.id);
    expect(body.client).toMatchObject({ jobsPosted: 2, hires: 1 });
  });

  it("hides a job from other clients, and from pilots once it is no longer open", async () => {
    const job = await postTestJob(client);
    const other = await createTestClient(t);
    expect(await detail(other, job.id)).toMatchObject({
      status: 404,
      body: { message: JOB_NOT_FOUND_MESSAGE },
    });

    await setStatus(job.id, "cancelled");
    expect((await detail(pilot, job.id)).status).toBe(404);
    expect((await detail(client, job.id)).status).toBe(200);
  });

  it("keeps a closed job visible to its applicants, its invited pilots and its hired pilot", async () => {
    const job = await postTestJob(client);
    const applicant = await createJobPilot(t, "austin");
    const invited = await createJobPilot(t, "austin");
    const hired = await createJobPilot(t, "austin");
    const [application] = await t.database.db
      .insert(applications)
      .values({ jobId: job.id, pilotProfileId: applicant.pilot.id, quoteCents: 420_00 })
      .returning();
    await t.database.db
      .insert(jobInvitations)
      .values({ jobId: job.id, pilotProfileId: invited.pilot.id });
    await setStatus(job.id, "assigned", hired.pilot.id);

    const asApplicant = await detail(applicant, job.id);
    expect(asApplicant.status).toBe(200);
    expect(asApplicant.body.myApplication).toMatchObject({ id: application!.id, quote: 420_00 });
    expect(await detail(invited, job.id)).toMatchObject({ status: 200, body: { invited: true } });
    expect(await detail(hired, job.id)).toMatchObject({
      status: 200,
      body: { pilotProfileId: hired.pilot.id, status: "assigned" },
    });
    expect((await detail(pilot, job.id)).status).toBe(404);
  });

  it("answers 404 for a job that does not exist, 400 for an id that is not one, 401 signed out", async () => {
    expect((await detail(pilot, "8d0f6a52-8a4a-4a59-9d6c-6b7e2d1c0a11")).status).toBe(404);
    expect((await detail(pilot, "not-a-uuid")).status).toBe(400);
    const job = await postTestJob(client);
    expect((await t.app.inject({ method: "GET", url: `/api/jobs/${job.id}` })).statusCode).toBe(
      401,
    );
  });

  it("gives a dual user the client's view of their own job", async () => {
    const both = await createDualUser(t);
    const job = await postTestJob(both);
    expect(await detail(both, job.id)).toMatchObject({
      status: 200,
      body: { viewerRole: "client" },
    });
  });

  describe("GET /api/jobs/client and /api/jobs/pilot", () => {
    it("list only the caller's own jobs, newest first", async () => {
      const mine = await createTestClient(t);
      const older = await postTestJob(mine, { title: "Older job for the list" });
      const newer = await postTestJob(mine, { title: "Newer job for the list" });
      await t.database.db
        .update(jobs)
        .set({ createdAt: new Date(Date.now() - 3_600_000) })
        .where(eq(jobs.id, older.id));
      await postTestJob(client, { title: "Somebody else's job" });

      const res = await mine.b.get("/api/jobs/client");
      expect(res.statusCode).toBe(200);
      expect(jobListSchema.parse(res.json()).map((j) => j.id)).toEqual([newer.id, older.id]);

      const flyer = await createJobPilot(t, "austin");
      await setStatus(newer.id, "assigned", flyer.pilot.id);
      const hired = await flyer.b.get("/api/jobs/pilot");
      expect(hired.json().map((j: { id: string }) => j.id)).toEqual([newer.id]);
    });

    it("answer [] without the matching profile and 401 signed out", async () => {
      expect((await pilot.b.get("/api/jobs/client")).json()).toEqual([]);
      expect((await client.b.get("/api/jobs/pilot")).json()).toEqual([]);
      for (const url of ["/api/jobs/client", "/api/jobs/pilot"]) {
        expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
      }
    });
  });
});
