import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutPaidSchema,
  CHECKOUT_IN_PROGRESS_MESSAGE,
  type CheckoutDto,
  jobClosedToApplicationsMessage,
  transitionRefusedMessage,
  type ApplicationDto,
} from "@skyhire/shared";
import { applications, jobEvents, jobs, notifications } from "../../db/schema";
import {
  applicationForm,
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { hireThroughCheckout, payTestCheckout } from "../checkout/testing";

describe.each(testDatabases())("hiring (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  let pilots: TestJobPilot[];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t, { companyName: "Harbor Realty" });
    pilots = [];
    for (const base of ["austin", "roundRock", "sanAntonio"] as const) {
      pilots.push(await createJobPilot(t, base));
    }
  });
  afterAll(() => t.close());

  async function jobWithApplicants(count = 3) {
    const job = await postTestJob(client, { title: "Hire one of us" });
    const apps: ApplicationDto[] = [];
    for (const [i, pilot] of pilots.slice(0, count).entries()) {
      apps.push(await applyToJob(pilot, job.id, { quote: (400 + i * 10) * 100 }));
    }
    return { job, apps };
  }

  const statuses = async (jobId: string) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ id: applications.id, status: applications.status })
          .from(applications)
          .where(eq(applications.jobId, jobId))
      ).map((r) => [r.id, r.status]),
    );

  it("assigns the job, accepts the application, rejects the others, writes history and notifications", async () => {
    const { job, apps } = await jobWithApplicants();
    const [first, second, third] = apps as [ApplicationDto, ApplicationDto, ApplicationDto];
    await pilots[2]!.b.post(`/api/applications/${third.id}/withdraw`);

    const hire = checkoutPaidSchema.parse(await hireThroughCheckout(client, second.id));
    expect(hire.job).toMatchObject({
      id: job.id,
      status: "assigned",
      pilotProfileId: pilots[1]!.pilot.id,
      pendingApplications: 0,
    });
    expect(hire.application).toMatchObject({ id: second.id, status: "accepted" });
    expect(await statuses(job.id)).toEqual({
      [first.id]: "rejected",
      [second.id]: "accepted",
      // Withdrawn stays withdrawn: only pending applications are rejected.
      [third.id]: "withdrawn",
    });

    const history = await t.database.db
      .select()
      .from(jobEvents)
      .where(eq(jobEvents.jobId, job.id))
      .orderBy(jobEvents.createdAt);
    expect(history.map((e) => [e.event, e.fromStatus, e.toStatus])).toEqual([
      ["post", null, "open"],
      ["hire", "open", "assigned"],
    ]);
    expect(history[1]?.actorUserId).toBe(client.user.id);

    const [hired] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pilots[1]!.user.id),
          eq(notifications.kind, "application_accepted"),
        ),
      );
    expect(hired).toMatchObject({
      title: "You're hired!",
      body: `Harbor Realty hired you for "Hire one of us" at $410. The payment is held in escrow until the client approves your delivery.`,
      link: `/jobs/${job.id}`,
    });
    const [lost] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pilots[0]!.user.id),
          eq(notifications.kind, "application_rejected"),
        ),
      );
    expect(lost?.body).toBe(`Harbor Realty hired another pilot for "Hire one of us".`);

    // The hired pilot now has the job; the board no longer shows it.
    const pilotJobs = await pilots[1]!.b.get("/api/jobs/pilot");
    expect(pilotJobs.json().map((j: { id: string }) => j.id)).toContain(job.id);
    const board = await pilots[0]!.b.get("/api/jobs?radius=all");
    expect(board.json().items.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });

  it("refuses a second hire, hiring a withdrawn application, and applying afterwards", async () => {
    const { job, apps } = await jobWithApplicants(2);
    const [first, second] = apps as [ApplicationDto, ApplicationDto];
    await hireThroughCheckout(client, first.id);

    const again = await client.b.post("/api/checkout", { applicationId: first.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      transitionRefusedMessage("application", "accepted", "accept"),
    );
    const other = await client.b.post("/api/checkout", { applicationId: second.id });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      transitionRefusedMessage("application", "rejected", "accept"),
    );

    const late = await pilots[2]!.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
    // pilots[2] never applied: an assigned job is no longer visible to them.
    expect(late.statusCode).toBe(404);
    const reapply = await pilots[1]!.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
    expect(reapply.statusCode).toBe(409);
    expect(reapply.json().message).toBe(jobClosedToApplicationsMessage("assigned"));
  });

  it("refuses to hire on a job the lifecycle does not allow (cancelled)", async () => {
    const { job, apps } = await jobWithApplicants(1);
    // Simulate a job cancelled while the application stayed pending (data from elsewhere).
    await t.database.db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
    const res = await client.b.post("/api/checkout", { applicationId: apps[0]!.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(transitionRefusedMessage("job", "cancelled", "hire"));
    expect(await statuses(job.id)).toEqual({ [apps[0]!.id]: "pending" });
  });

  it("refuses edits, withdrawals and counter answers once the application is decided", async () => {
    const { apps } = await jobWithApplicants(2);
    const [first, second] = apps as [ApplicationDto, ApplicationDto];
    await client.b.post(`/api/applications/${second.id}/counter`, { quote: 350_00 });
    await hireThroughCheckout(client, first.id);

    const pilot = pilots[1]!;
    const cases = [
      [
        pilot.b.request({
          method: "PATCH",
          url: `/api/applications/${second.id}`,
          payload: applicationForm(),
        }),
        "edit",
      ],
      [pilot.b.post(`/api/applications/${second.id}/withdraw`), "withdraw"],
      [
        pilot.b.post(`/api/applications/${second.id}/counter/respond`, { accept: true }),
        "accept_counter",
      ],
      [client.b.post(`/api/applications/${second.id}/reject`), "reject"],
      [client.b.post(`/api/applications/${second.id}/counter`, { quote: 300_00 }), "counter"],
    ] as const;
    for (const [request, event] of cases) {
      const res = await request;
      expect(res.statusCode, event).toBe(409);
      expect(res.json().message).toBe(transitionRefusedMessage("application", "rejected", event));
    }
  });

  // Real concurrent connections: PGlite has one connection and runs transactions one by one.
  it.runIf(kind === "postgres")(
    "makes exactly one hire out of 10 concurrent checkouts of different applications",
    async () => {
      const job = await postTestJob(client, { title: "Race for the hire" });
      const racers: ApplicationDto[] = [];
      for (let i = 0; i < 10; i++) {
        const pilot = await createJobPilot(t, "austin");
        racers.push(await applyToJob(pilot, job.id, { quote: (300 + i) * 100 }));
      }

      // Ten tabs start checkout at once: the partial unique index (one pending checkout per
      // job) lets exactly one reserve the job.
      const responses = await Promise.all(
        racers.map((a) => client.b.post("/api/checkout", { applicationId: a.id })),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, ...Array(9).fill(409)]);
      for (const res of responses.filter((r) => r.statusCode === 409)) {
        expect(res.json().message).toBe(CHECKOUT_IN_PROGRESS_MESSAGE);
      }
      const checkout = responses.find((r) => r.statusCode === 201)!.json() as CheckoutDto;
      const paid = await payTestCheckout(client, checkout.id);
      expect(paid.statusCode, paid.body).toBe(200);
      const winner = checkoutPaidSchema.parse(paid.json());
      const rows = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.jobId, job.id));
      expect(rows.filter((r) => r.status === "accepted").map((r) => r.id)).toEqual([
        winner.application.id,
      ]);
      expect(rows.filter((r) => r.status === "rejected")).toHaveLength(9);
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row).toMatchObject({
        status: "assigned",
        pilotProfileId: winner.application.pilotProfileId,
      });
      const hires = await t.database.db
        .select()
        .from(jobEvents)
        .where(and(eq(jobEvents.jobId, job.id), eq(jobEvents.event, "hire")));
      expect(hires).toHaveLength(1);
    },
  );
});
