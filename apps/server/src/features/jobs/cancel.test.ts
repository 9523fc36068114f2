import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSchema, transitionRefusedMessage } from "@skyhire/shared";
import { applications, jobEvents, jobs, notifications } from "../../db/schema";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { hireThroughCheckout } from "../checkout/testing";

describe.each(testDatabases())("cancelling jobs (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  let pilots: TestJobPilot[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t, { companyName: "Harbor Realty" });
    pilots = [await createJobPilot(t), await createJobPilot(t), await createJobPilot(t)];
  });
  afterAll(() => t.close());

  const notificationOf = async (userId: string, jobId: string) => {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "job_cancelled")));
    return rows.filter((n) => n.link === `/jobs/${jobId}`);
  };

  it("cancels an open job, rejects pending applications and tells their pilots", async () => {
    const job = await postTestJob(client, { title: "Shoot we no longer need" });
    const [a0, a1, a2] = [
      await applyToJob(pilots[0]!, job.id),
      await applyToJob(pilots[1]!, job.id),
      await applyToJob(pilots[2]!, job.id),
    ];
    await pilots[2]!.b.post(`/api/applications/${a2.id}/withdraw`);

    const res = await client.b.post(`/api/jobs/${job.id}/cancel`, { reason: "Sold the house" });
    expect(res.statusCode, res.body).toBe(200);
    expect(jobSchema.parse(res.json())).toMatchObject({
      status: "cancelled",
      pendingApplications: 0,
    });

    const rows = await t.database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [a0.id]: "rejected",
      [a1.id]: "rejected",
      [a2.id]: "withdrawn",
    });

    const [event] = await t.database.db
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.event, "cancel")));
    expect(event).toMatchObject({
      fromStatus: "open",
      toStatus: "cancelled",
      note: "Sold the house",
      actorUserId: client.user.id,
    });

    expect(await notificationOf(pilots[0]!.user.id, job.id)).toMatchObject([
      {
        title: "Job cancelled",
        body: `Harbor Realty cancelled "Shoot we no longer need". Reason: Sold the house`,
      },
    ]);
    expect(await notificationOf(pilots[1]!.user.id, job.id)).toHaveLength(1);
    // The pilot who had withdrawn is not bothered.
    expect(await notificationOf(pilots[2]!.user.id, job.id)).toHaveLength(0);

    // Applicants still see what happened; the board no longer lists it.
    const seen = await pilots[0]!.b.get(`/api/jobs/${job.id}`);
    expect(seen.json()).toMatchObject({
      status: "cancelled",
      myApplication: { status: "rejected" },
    });
  });

  it("cancels an assigned job and tells the hired pilot", async () => {
    const job = await postTestJob(client);
    const application = await applyToJob(pilots[0]!, job.id);
    await hireThroughCheckout(client, application.id);
    const res = await client.b.post(`/api/jobs/${job.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("cancelled");
    expect(await notificationOf(pilots[0]!.user.id, job.id)).toMatchObject([
      { body: `Harbor Realty cancelled "${job.title}".` },
    ]);
  });

  it("refuses what the lifecycle table refuses: cancelled twice, in progress, completed", async () => {
    const job = await postTestJob(client);
    expect((await client.b.post(`/api/jobs/${job.id}/cancel`)).statusCode).toBe(200);
    const twice = await client.b.post(`/api/jobs/${job.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(transitionRefusedMessage("job", "cancelled", "cancel"));

    for (const status of ["in_progress", "ready_for_review", "completed", "disputed"] as const) {
      const other = await postTestJob(client);
      await t.database.db.update(jobs).set({ status }).where(eq(jobs.id, other.id));
      const res = await client.b.post(`/api/jobs/${other.id}/cancel`, { reason: null });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(transitionRefusedMessage("job", status, "cancel"));
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, other.id));
      expect(row?.status).toBe(status);
    }
  });

  it("answers 404 to another client and 403 to a pilot; a long reason is a 400", async () => {
    const job = await postTestJob(client);
    const other = await createTestClient(t);
    expect((await other.b.post(`/api/jobs/${job.id}/cancel`)).statusCode).toBe(404);
    expect((await pilots[0]!.b.post(`/api/jobs/${job.id}/cancel`)).statusCode).toBe(403);
    const long = await client.b.post(`/api/jobs/${job.id}/cancel`, { reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("open");
  });
});

describe.each(testDatabases())("inviting pilots (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  let pilot: TestJobPilot;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t, { companyName: "Harbor Realty" });
    pilot = await createJobPilot(t);
  });
  afterAll(() => t.close());

  it("invites a pilot once, with a shareable link, and notifies them once", async () => {
    const job = await postTestJob(client, { title: "Come fly this" });
    const res = await client.b.post(`/api/jobs/${job.id}/invitations`, {
      pilotProfileId: pilot.pilot.id,
      message: "Loved your portfolio",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      jobId: job.id,
      pilotProfileId: pilot.pilot.id,
      link: `${t.config.appUrl}/jobs/${job.id}`,
    });
    const again = await client.b.post(`/api/jobs/${job.id}/invitations`, {
      pilotProfileId: pilot.pilot.id,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(res.json().id);

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, pilot.user.id), eq(notifications.kind, "job_invitation")),
      );
    expect(notes).toMatchObject([
      {
        title: "You're invited to a job",
        body: `Harbor Realty invited you to apply to "Come fly this". "Loved your portfolio"`,
        link: `/jobs/${job.id}`,
      },
    ]);
    expect((await pilot.b.get(`/api/jobs/${job.id}`)).json().invited).toBe(true);
  });

  it("refuses an unknown pilot, oneself, a closed job, and someone else's job", async () => {
    const job = await postTestJob(client);
    const unknown = await client.b.post(`/api/jobs/${job.id}/invitations`, {
      pilotProfileId: "3f1c2b7e-1d2a-4c3b-9a8e-7f6d5c4b3a21",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toMatchObject([{ path: "body.pilotProfileId" }]);

    const bad = await client.b.post(`/api/jobs/${job.id}/invitations`, { pilotProfileId: "x" });
    expect(bad.statusCode).toBe(400);

    const other = await createTestClient(t);
    const theirs = await other.b.post(`/api/jobs/${job.id}/invitations`, {
      pilotProfileId: pilot.pilot.id,
    });
    expect(theirs.statusCode).toBe(404);

    await client.b.post(`/api/jobs/${job.id}/cancel`);
    const closed = await client.b.post(`/api/jobs/${job.id}/invitations`, {
      pilotProfileId: pilot.pilot.id,
    });
    expect(closed.statusCode).toBe(409);
  });
});
