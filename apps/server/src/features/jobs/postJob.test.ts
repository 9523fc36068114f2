import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  JOB_DATE_IN_PAST_MESSAGE,
  jobSchema,
  PROPERTY_NOT_FOUND_MESSAGE,
  transitionRefusedMessage,
  unknownLocationMessage,
} from "@skyhire/shared";
import { jobEvents, jobs, properties } from "../../db/schema";
import {
  browserFor,
  createJobPilot,
  createTestClient,
  daysFromNow,
  jobForm,
  postTestJob,
  type TestClient,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { CLIENT_PROFILE_REQUIRED_MESSAGE, HIRE_CAPABILITY_REQUIRED_MESSAGE } from "./access";

describe.each(testDatabases())("posting and editing jobs (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t);
  });
  afterAll(() => t.close());

  const patch = (c: TestClient, id: string, payload: object) =>
    c.b.request({ method: "PATCH", url: `/api/jobs/${id}`, payload });

  describe("POST /api/jobs", () => {
    it("creates an open job with the geocoded place, amounts in cents and a history row", async () => {
      const res = await client.b.post(
        "/api/jobs",
        jobForm({
          location: "austin tx",
          dateFrom: daysFromNow(7),
          deadline: daysFromNow(9),
          deliverables: ["photos", "video"],
          requirements: ["insurance", "night_waiver"],
          insuranceMinimum: 1_000_000_00,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const job = jobSchema.parse(res.json());
      expect(job).toMatchObject({
        title: "Aerial photos of a family home",
        serviceType: "real_estate",
        location: "Austin, TX",
        budget: 450_00,
        status: "open",
        clientProfileId: client.profile.id,
        pilotProfileId: null,
        pendingApplications: 0,
        deliverables: ["photos", "video"],
        requirements: ["insurance", "night_waiver"],
        insuranceMinimum: 1_000_000_00,
        propertyId: null,
      });
      expect(job.lat).toBeCloseTo(30.3, 0);
      expect(job.lng).toBeCloseTo(-97.7, 0);
      expect(job.distanceMiles).toBeUndefined();

      const history = await t.database.db
        .select()
        .from(jobEvents)
        .where(eq(jobEvents.jobId, job.id));
      expect(history).toMatchObject([
        { event: "post", fromStatus: null, toStatus: "open", actorUserId: client.user.id },
      ]);
    });

    it("takes a ZIP code and a date-free job", async () => {
      const job = await postTestJob(client, { location: "78701", deadline: null });
      expect(job.location).toBe("Austin, TX 78701");
      expect(job.deadline).toBeNull();
    });

    it("answers 400 with the field for each invalid field", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: "Hi" }, "body.title", "Title must be at least 5 characters"],
        [{ serviceType: "karaoke" }, "body.serviceType", "Choose a service type"],
        [{ description: "Too short" }, "body.description", "Describe the job in at least 20"],
        [{ location: "" }, "body.location", "Location is required"],
        [{ budget: 10_00 }, "body.budget", "Budget must be at least $50"],
        [{ budget: 450_50 }, "body.budget", "Budget must be whole dollars"],
        [{ budget: "450" }, "body.budget", "Budget must be a number"],
        [{ deadline: "next week" }, "body.deadline", "Use a full date and time"],
        [{ deliverables: [] }, "body.deliverables", "Choose at least one deliverable"],
        [{ requirements: ["jetpack"] }, "body.requirements.0", "Invalid option"],
        [{ propertyId: "nope" }, "body.propertyId", "Choose one of your properties"],
        [
          { dateFrom: daysFromNow(5), deadline: null },
          "body.deadline",
          "A date window needs an end date",
        ],
        [
          { dateFrom: daysFromNow(9), deadline: daysFromNow(5) },
          "body.deadline",
          "The end date must be on or after the start date",
        ],
        [
          { insuranceMinimum: 500_000_00 },
          "body.insuranceMinimum",
          "Set an insurance minimum only when insurance is required",
        ],
      ];
      for (const [overrides, path, message] of cases) {
        const res = await client.b.post("/api/jobs", jobForm(overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        const details = res.json().details as { path: string; message: string }[];
        const detail = details.find((d) => d.path === path);
        expect(detail, `${JSON.stringify(overrides)}: ${res.body}`).toBeDefined();
        expect(detail?.message).toContain(message);
      }
    });

    it("refuses an unknown location with the pilot search message", async () => {
      const res = await client.b.post("/api/jobs", jobForm({ location: "Atlantis, ZZ" }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: unknownLocationMessage("Atlantis, ZZ"),
        details: [{ path: "body.location" }],
      });
    });

    it("refuses dates in the past", async () => {
      for (const overrides of [
        { deadline: daysFromNow(-1) },
        { dateFrom: daysFromNow(-1), deadline: daysFromNow(3) },
      ]) {
        const res = await client.b.post("/api/jobs", jobForm(overrides));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(JOB_DATE_IN_PAST_MESSAGE);
      }
    });

    it("links one of the caller's properties, and refuses someone else's", async () => {
      const other = await createTestClient(t);
      const [mine, theirs] = await t.database.db
        .insert(properties)
        .values([
          { clientProfileId: client.profile.id, name: "Lake house" },
          { clientProfileId: other.profile.id, name: "Their office" },
        ])
        .returning();
      const job = await postTestJob(client, { propertyId: mine!.id });
      expect(job.propertyId).toBe(mine!.id);

      const res = await client.b.post("/api/jobs", jobForm({ propertyId: theirs!.id }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: PROPERTY_NOT_FOUND_MESSAGE,
        details: [{ path: "body.propertyId" }],
      });
    });

    it("needs sign-in, the hire capability and a client profile", async () => {
      const anonymous = await t.app.inject({
        method: "POST",
        url: "/api/jobs",
        payload: jobForm(),
        headers: { origin: new URL(t.config.appUrl).origin },
      });
      expect(anonymous.statusCode).toBe(401);

      const pilot = await createJobPilot(t);
      const asPilot = await pilot.b.post("/api/jobs", jobForm());
      expect(asPilot.statusCode).toBe(403);
      expect(asPilot.json().message).toBe(HIRE_CAPABILITY_REQUIRED_MESSAGE);

      const noProfile = await createTestUser(t.database.db, { canHire: true, password: null });
      const res = await (await browserFor(t, noProfile.id)).post("/api/jobs", jobForm());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CLIENT_PROFILE_REQUIRED_MESSAGE);
    });
  });

  describe("PATCH /api/jobs/:id", () => {
    it("rewrites the owner's open job", async () => {
      const job = await postTestJob(client);
      const res = await patch(
        client,
        job.id,
        jobForm({
          title: "Twilight photos of a family home",
          budget: 600_00,
          location: "Dallas, TX",
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: job.id,
        title: "Twilight photos of a family home",
        budget: 600_00,
        location: "Dallas, TX",
        status: "open",
      });
    });

    it("validates like posting", async () => {
      const job = await postTestJob(client);
      expect((await patch(client, job.id, jobForm({ budget: 1 }))).statusCode).toBe(400);
      expect((await patch(client, job.id, jobForm({ location: "Nowhere, QQ" }))).statusCode).toBe(
        400,
      );
      const past = await patch(client, job.id, jobForm({ deadline: daysFromNow(-2) }));
      expect(past.json().message).toBe(JOB_DATE_IN_PAST_MESSAGE);
    });

    it("answers 404 for another client's job and 409 once the job is no longer open", async () => {
      const job = await postTestJob(client);
      const other = await createTestClient(t);
      const res = await patch(other, job.id, jobForm({ title: "Mine now, thank you" }));
      expect(res.statusCode).toBe(404);

      await t.database.db.update(jobs).set({ status: "assigned" }).where(eq(jobs.id, job.id));
      const refused = await patch(client, job.id, jobForm());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(transitionRefusedMessage("job", "assigned", "edit"));
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row?.title).toBe(job.title);
    });
  });
});
