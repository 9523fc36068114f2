import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALREADY_APPLIED_MESSAGE,
  applicationSchema,
  JOB_DATE_IN_PAST_MESSAGE,
  jobClosedToApplicationsMessage,
  NO_PENDING_COUNTER_MESSAGE,
  OWN_JOB_APPLICATION_MESSAGE,
  transitionRefusedMessage,
  type ApplicationDto,
  type JobDto,
} from "@skyhire/shared";
import { applications, jobs, notifications } from "../../db/schema";
import {
  applicationForm,
  applyToJob,
  createDualUser,
  createJobPilot,
  createTestClient,
  daysFromNow,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("applications (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  let pilot: TestJobPilot;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t, { companyName: "Harbor Realty" });
    pilot = await createJobPilot(t, "roundRock", { firstName: "Alice", lastName: "Anders" });
  });
  afterAll(() => t.close());

  const patch = (who: { b: TestClient["b"] }, url: string, payload: object) =>
    who.b.request({ method: "PATCH", url, payload });

  async function notificationsOf(userId: string) {
    return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  }

  async function applicationRow(id: string) {
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    return row;
  }

  describe("apply", () => {
    it("creates a pending application and notifies the client", async () => {
      const job = await postTestJob(client, { title: "Photos of a lake house" });
      const res = await pilot.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
      expect(res.statusCode, res.body).toBe(201);
      const application = applicationSchema.parse(res.json());
      expect(application).toMatchObject({
        jobId: job.id,
        pilotProfileId: pilot.pilot.id,
        status: "pending",
        quote: 400_00,
        counter: null,
      });

      const detail = await pilot.b.get(`/api/jobs/${job.id}`);
      expect(detail.json().myApplication.id).toBe(application.id);
      // Every answer that carries the job counts the application.
      expect((await client.b.get(`/api/jobs/${job.id}`)).json().pendingApplications).toBe(1);
      const listed = (await client.b.get("/api/jobs/client")).json() as JobDto[];
      expect(listed.find((j) => j.id === job.id)?.pendingApplications).toBe(1);
      const board = (await pilot.b.get("/api/jobs?radius=all&pageSize=50")).json();
      expect(board.items.find((j: JobDto) => j.id === job.id)?.pendingApplications).toBe(1);
      const mine = (await pilot.b.get(`/api/applications/pilot/${pilot.pilot.id}`)).json();
      expect(mine[0].job.pendingApplications).toBe(1);

      const notes = (await notificationsOf(client.user.id)).filter((n) =>
        n.body?.includes(job.title),
      );
      expect(notes).toMatchObject([
        {
          kind: "application_received",
          title: "New application",
          body: `Alice Anders applied to "Photos of a lake house" with a quote of $400.`,
          link: `/client-jobs?job=${job.id}`,
          readAt: null,
        },
      ]);
    });

    it("answers 409 the second time", async () => {
      const job = await postTestJob(client);
      await applyToJob(pilot, job.id);
      const again = await pilot.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ALREADY_APPLIED_MESSAGE);
    });

    it("answers 409 on a job that is no longer open, to a pilot who could see it", async () => {
      const job = await postTestJob(client);
      await applyToJob(pilot, job.id);
      const other = await createJobPilot(t);
      await t.database.db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
      const res = await other.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
      // The job is not on the board any more and `other` never had anything to do with it.
      expect(res.statusCode).toBe(404);

      const invited = await postTestJob(client);
      const res2 = await client.b.post(`/api/jobs/${invited.id}/invitations`, {
        pilotProfileId: other.pilot.id,
      });
      expect(res2.statusCode).toBe(201);
      await t.database.db.update(jobs).set({ status: "assigned" }).where(eq(jobs.id, invited.id));
      const closed = await other.b.post(`/api/jobs/${invited.id}/applications`, applicationForm());
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe(jobClosedToApplicationsMessage("assigned"));
    });

    it("refuses a proposed date in the past, an invalid body, and one's own job", async () => {
      const job = await postTestJob(client);
      const past = await pilot.b.post(
        `/api/jobs/${job.id}/applications`,
        applicationForm({ proposedDate: daysFromNow(-1) }),
      );
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({
        message: JOB_DATE_IN_PAST_MESSAGE,
        details: [{ path: "body.proposedDate" }],
      });
      for (const overrides of [
        { quote: 0 },
        { quote: 100_50 },
        { message: "Hi" },
        { proposedDate: "soon" },
      ]) {
        const res = await pilot.b.post(
          `/api/jobs/${job.id}/applications`,
          applicationForm(overrides),
        );
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      }

      const both = await createDualUser(t);
      const own = await postTestJob(both);
      const res = await both.b.post(`/api/jobs/${own.id}/applications`, applicationForm());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(OWN_JOB_APPLICATION_MESSAGE);
    });
  });

  describe("edit and withdraw", () => {
    it("edits a pending application, then withdraws it; both refused afterwards", async () => {
      const job = await postTestJob(client);
      const application = await applyToJob(pilot, job.id);
      const edited = await patch(
        pilot,
        `/api/applications/${application.id}`,
        applicationForm({ quote: 380_00, message: "I can also add a short video for free." }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        quote: 380_00,
        message: "I can also add a short video for free.",
        status: "pending",
      });

      const withdrawn = await pilot.b.post(`/api/applications/${application.id}/withdraw`);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().status).toBe("withdrawn");

      const again = await pilot.b.post(`/api/applications/${application.id}/withdraw`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        transitionRefusedMessage("application", "withdrawn", "withdraw"),
      );
      const late = await patch(pilot, `/api/applications/${application.id}`, applicationForm());
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        transitionRefusedMessage("application", "withdrawn", "edit"),
      );
      expect((await applicationRow(application.id))?.quoteCents).toBe(380_00);
    });

    it("refuses an edit with a date in the past", async () => {
      const job = await postTestJob(client);
      const application = await applyToJob(pilot, job.id);
      const res = await patch(
        pilot,
        `/api/applications/${application.id}`,
        applicationForm({ proposedDate: daysFromNow(-3) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(JOB_DATE_IN_PAST_MESSAGE);
    });
  });

  describe("counter-offers", () => {
    async function countered(body: object) {
      const job = await postTestJob(client, { title: "Counter me" });
      const application = await applyToJob(pilot, job.id, { quote: 500_00 });
      const res = await client.b.post(`/api/applications/${application.id}/counter`, body);
      expect(res.statusCode, res.body).toBe(200);
      return { job, application: res.json() as ApplicationDto };
    }

    it("records the client's counter and notifies the pilot", async () => {
      const date = daysFromNow(12);
      const { application } = await countered({
        quote: 420_00,
        proposedDate: date,
        message: "Could you do it for a little less?",
      });
      expect(application).toMatchObject({
        status: "pending",
        quote: 500_00,
        counter: {
          quote: 420_00,
          proposedDate: date,
          message: "Could you do it for a little less?",
          status: "pending",
        },
      });
      const notes = await notificationsOf(pilot.user.id);
      expect(notes.find((n) => n.kind === "application_countered")).toMatchObject({
        title: "Counter-offer received",
        body: `Harbor Realty proposed a new price and date for "Counter me".`,
        link: `/jobs/${application.jobId}`,
      });
    });

    it("accepted: the quote and date become the counter's", async () => {
      const date = daysFromNow(8);
      const { application } = await countered({ quote: 450_00, proposedDate: date });
      const res = await pilot.b.post(`/api/applications/${application.id}/counter/respond`, {
        accept: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: "pending",
        quote: 450_00,
        proposedDate: date,
        counter: { status: "accepted" },
      });
      const notes = await notificationsOf(client.user.id);
      expect(notes.some((n) => n.kind === "counter_accepted")).toBe(true);
    });

    it("accepted with only a price: the proposed date stays", async () => {
      const { application } = await countered({ quote: 470_00 });
      const before = await applicationRow(application.id);
      const res = await pilot.b.post(`/api/applications/${application.id}/counter/respond`, {
        accept: true,
      });
      expect(res.json()).toMatchObject({
        quote: 470_00,
        proposedDate: before?.proposedDate?.toISOString(),
      });
    });

    it("declined: the quote stays; a second answer is refused", async () => {
      const { application } = await countered({ quote: 300_00 });
      const res = await pilot.b.post(`/api/applications/${application.id}/counter/respond`, {
        accept: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ quote: 500_00, counter: { status: "declined" } });
      expect(
        (await notificationsOf(client.user.id)).some((n) => n.kind === "counter_declined"),
      ).toBe(true);

      const again = await pilot.b.post(`/api/applications/${application.id}/counter/respond`, {
        accept: true,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(NO_PENDING_COUNTER_MESSAGE);
      expect((await applicationRow(application.id))?.quoteCents).toBe(500_00);
    });

    it("needs a price or a date, and no past date", async () => {
      const job = await postTestJob(client);
      const application = await applyToJob(pilot, job.id);
      const empty = await client.b.post(`/api/applications/${application.id}/counter`, {
        message: "Hmm",
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain("Propose a price, a date, or both");
      const past = await client.b.post(`/api/applications/${application.id}/counter`, {
        proposedDate: daysFromNow(-1),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(JOB_DATE_IN_PAST_MESSAGE);
    });

    it("is refused on an application that is no longer pending", async () => {
      const job = await postTestJob(client);
      const application = await applyToJob(pilot, job.id);
      await pilot.b.post(`/api/applications/${application.id}/withdraw`);
      const res = await client.b.post(`/api/applications/${application.id}/counter`, {
        quote: 300_00,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        transitionRefusedMessage("application", "withdrawn", "counter"),
      );
    });
  });

  describe("reject", () => {
    it("rejects one application and notifies its pilot; a second reject is refused", async () => {
      const job = await postTestJob(client, { title: "Reject me" });
      const application = await applyToJob(pilot, job.id);
      const res = await client.b.post(`/api/applications/${application.id}/reject`);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe("rejected");
      const note = (await notificationsOf(pilot.user.id)).find(
        (n) => n.kind === "application_rejected" && n.body?.includes("Reject me"),
      );
      expect(note).toMatchObject({ title: "Application not selected", link: `/jobs/${job.id}` });
      const again = await client.b.post(`/api/applications/${application.id}/reject`);
      expect(again.statusCode).toBe(409);
      expect((await client.b.get(`/api/jobs/${job.id}`)).json().status).toBe("open");
    });
  });

  describe("lists", () => {
    it("GET /api/applications/pilot/:profileId answers the caller's own, with their jobs", async () => {
      const mine = await createJobPilot(t, "austin");
      const first = await postTestJob(client, { title: "First job applied to" });
      const second = await postTestJob(client, { title: "Second job applied to" });
      const a1 = await applyToJob(mine, first.id);
      const a2 = await applyToJob(mine, second.id);
      await t.database.db
        .update(applications)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(applications.id, a1.id));
      await applyToJob(pilot, first.id);

      const res = await mine.b.get(`/api/applications/pilot/${mine.pilot.id}`);
      expect(res.statusCode).toBe(200);
      const list = applicationSchema.array().parse(res.json());
      expect(list.map((a) => a.id)).toEqual([a2.id, a1.id]);
      expect(list[0]?.job).toMatchObject({ id: second.id, title: "Second job applied to" });
      expect(list[0]?.job?.distanceMiles).toBeLessThan(5);

      const theirs = await mine.b.get(`/api/applications/pilot/${pilot.pilot.id}`);
      expect(theirs.statusCode).toBe(404);
      expect((await client.b.get(`/api/applications/pilot/${mine.pilot.id}`)).statusCode).toBe(404);
    });

    it("GET /api/jobs/:id/applications answers the owner every applicant with a summary", async () => {
      const job = await postTestJob(client, { location: "Austin, TX" });
      const near = await createJobPilot(t, "austin", { rating: 4.87, reviewCount: 31 });
      const far = await createJobPilot(t, "sanAntonio", { rating: null, reviewCount: 0 });
      const aNear = await applyToJob(near, job.id, { quote: 420_00 });
      const aFar = await applyToJob(far, job.id, { quote: 380_00 });
      await far.b.post(`/api/applications/${aFar.id}/withdraw`);
      const completed = await postTestJob(client);
      await t.database.db
        .update(jobs)
        .set({ status: "completed", pilotProfileId: near.pilot.id })
        .where(eq(jobs.id, completed.id));

      const res = await client.b.get(`/api/jobs/${job.id}/applications`);
      expect(res.statusCode, res.body).toBe(200);
      const list = applicationSchema.array().parse(res.json());
      expect(list.map((a) => a.id)).toEqual([aNear.id, aFar.id]);
      expect(list[0]?.pilot).toMatchObject({
        pilotProfileId: near.pilot.id,
        name: "Pat Pilot",
        businessName: near.pilot.businessName,
        profileImageUrl: near.pilot.profileImageUrl,
        rating: 4.9,
        reviewCount: 31,
        flightHours: 420,
        completedJobs: 1,
        part107Verified: true,
      });
      expect(list[0]?.pilot?.distanceMiles).toBeLessThan(5);
      expect(list[1]?.pilot).toMatchObject({ rating: null, completedJobs: 0 });
      expect(list[1]?.pilot?.distanceMiles).toBeGreaterThan(60);

      const other = await createTestClient(t);
      expect((await other.b.get(`/api/jobs/${job.id}/applications`)).statusCode).toBe(404);
      expect((await near.b.get(`/api/jobs/${job.id}/applications`)).statusCode).toBe(403);
    });
  });

  it("keeps one application per pilot per job in the database itself", async () => {
    const job = await postTestJob(client);
    await applyToJob(pilot, job.id);
    await expect(
      t.database.db
        .insert(applications)
        .values({ jobId: job.id, pilotProfileId: pilot.pilot.id, quoteCents: 1 }),
    ).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.pilotProfileId, pilot.pilot.id)));
    expect(rows).toHaveLength(1);
  });
});
