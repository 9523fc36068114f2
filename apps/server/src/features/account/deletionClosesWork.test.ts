import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETED_USER_NAME } from "@skyhire/shared";
import {
  applications,
  checkouts,
  clientProfiles,
  jobs,
  notifications,
  properties,
} from "../../db/schema";
import {
  applyToJob,
  createDualUser,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { startTestCheckout } from "../checkout/testing";
import { expectConsistentBooks } from "../escrow/proof/invariants";

describe.each(testDatabases())("a deletion closes what the account left open (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("cancels the client's open jobs, tells the applicants, and forgets their sites", async () => {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const property = await client.b.post("/api/properties", {
      name: "Lake house",
      address: "12 Shore Rd, Austin, TX",
    });
    expect(property.statusCode, property.body).toBe(201);
    const job = await postTestJob(client, { title: "Lake house photos" });
    const application = await applyToJob(pilot, job.id);
    await startTestCheckout(client, application.id);

    const res = await client.b.post("/api/account/delete", { confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("cancelled");
    const [app] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(app?.status).toBe("rejected");
    const pending = await db()
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.jobId, job.id), eq(checkouts.status, "pending")));
    expect(pending).toEqual([]);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pilot.user.id), eq(notifications.kind, "job_cancelled")));
    expect(told?.body).toBe(
      `${DELETED_USER_NAME} cancelled "Lake house photos". Reason: The client closed their SkyHire account.`,
    );
    // Off the board: the pilot no longer finds it.
    const board = await pilot.b.get("/api/jobs?location=Austin%2C%20TX");
    expect(board.statusCode, board.body).toBe(200);
    expect(JSON.stringify(board.json())).not.toContain(job.id);
    expect(
      await db().select().from(properties).where(eq(properties.clientProfileId, client.profile.id)),
    ).toEqual([]);
    const [profile] = await db()
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.id, client.profile.id));
    expect(profile).toMatchObject({ companyName: null, location: null, phone: null });
    await expectConsistentBooks(db(), "after a client deleted their account");
  });

  it("withdraws the pilot's pending applications and closes a checkout started on one", async () => {
    const dual = await createDualUser(t);
    const client = await createTestClient(t);
    const job = await postTestJob(client);
    const application = await applyToJob(dual, job.id);
    const checkout = await startTestCheckout(client, application.id);

    const res = await dual.b.post("/api/account/delete", { confirmation: dual.user.email });
    expect(res.statusCode, res.body).toBe(200);

    const [app] = await db().select().from(applications).where(eq(applications.id, application.id));
    expect(app?.status).toBe("withdrawn");
    const [closed] = await db().select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(closed?.status).toBe("cancelled");
    // The client's job stays open for other pilots.
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("open");
    // Their session is over: the next request is signed out.
    expect((await dual.b.get("/api/auth/user")).statusCode).toBe(401);
  });
});
