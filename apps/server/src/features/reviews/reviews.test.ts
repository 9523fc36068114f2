import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALREADY_REVIEWED_MESSAGE,
  REVIEW_NEEDS_COMPLETION_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  type JobReviews,
  type MyReviews,
  type PilotReviewsPage,
} from "@skyhire/shared";
import { jobs, pilotProfiles } from "../../db/schema";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { testDatabases, type TestApp } from "../../testing/testApp";
import { runDueTasks } from "../delivery/dueTasks";
import {
  buildDeliveryTestApp,
  deliveredJob,
  hiredJob,
  postWithKey,
  type HiredJob,
} from "../delivery/testFixtures";

const DAY_MS = 86_400_000;

describe.each(testDatabases())("reviews (%s)", (kind) => {
  let t: TestApp & { dataDir: string };
  let now = new Date();
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, { clock: () => now });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function completedJob(priceCents?: number): Promise<HiredJob> {
    const hired = await deliveredJob(t, priceCents);
    const approved = await postWithKey(hired.client.b, `/api/jobs/${hired.job.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    return hired;
  }

  const reviewsOf = async (b: HiredJob["client"]["b"], jobId: string) => {
    const res = await b.get(`/api/jobs/${jobId}/reviews`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as JobReviews;
  };
  const publicReviews = async (pilotProfileId: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/pilots/${pilotProfileId}/reviews` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PilotReviewsPage;
  };

  it("keeps a review hidden until the other side reviews, then shows both and rates the pilot", async () => {
    now = new Date();
    const { client, pilot, job } = await completedJob();

    const posted = await client.b.post(`/api/jobs/${job.id}/reviews`, {
      rating: 5,
      body: "  Fast, careful, great light.  ",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      reviewerRole: "client",
      rating: 5,
      body: "Fast, careful, great light.",
    });

    // The client sees their own; the pilot only learns one exists; the public sees nothing.
    expect(await reviewsOf(client.b, job.id)).toMatchObject({
      viewerRole: "client",
      mine: { rating: 5 },
      theirs: null,
      theirsSubmitted: false,
      canReview: false,
    });
    const pilotView = await reviewsOf(pilot.b, job.id);
    expect(pilotView).toMatchObject({
      mine: null,
      theirs: null,
      theirsSubmitted: true,
      canReview: true,
    });
    expect((await publicReviews(pilot.pilot.id)).items).toEqual([]);
    const [unrated] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(unrated?.rating).toBeNull();

    const twice = await client.b.post(`/api/jobs/${job.id}/reviews`, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_REVIEWED_MESSAGE);

    const back = await pilot.b.post(`/api/jobs/${job.id}/reviews`, {
      rating: 4,
      body: "Clear brief.",
    });
    expect(back.statusCode, back.body).toBe(201);

    const both = await reviewsOf(pilot.b, job.id);
    expect(both.theirs).toMatchObject({
      reviewerRole: "client",
      rating: 5,
      reviewerName: client.profile.companyName,
    });
    expect((await reviewsOf(client.b, job.id)).theirs).toMatchObject({
      reviewerRole: "pilot",
      rating: 4,
      reviewerName: "Pat P.",
    });
    const [rated] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(rated?.rating).toBe(5);
    const [profile] = await db()
      .select()
      .from(pilotProfiles)
      .where(eq(pilotProfiles.id, pilot.pilot.id));
    expect(profile).toMatchObject({ ratingAvg: 5, reviewCount: 1 });

    const page = await publicReviews(pilot.pilot.id);
    expect(page).toMatchObject({ rating: 5, total: 1, hasMore: false });
    expect(page.items[0]).toMatchObject({
      rating: 5,
      body: "Fast, careful, great light.",
      serviceType: "real_estate",
    });
    expect(JSON.stringify(page)).not.toContain(job.title);
  });

  it("shows a lone review once the window ends, and the scheduler publishes its rating", async () => {
    now = new Date();
    const { client, pilot, job } = await completedJob();
    expect((await client.b.post(`/api/jobs/${job.id}/reviews`, { rating: 2 })).statusCode).toBe(
      201,
    );

    now = new Date(Date.now() + 13 * DAY_MS);
    expect((await reviewsOf(pilot.b, job.id)).theirs).toBeNull();
    now = new Date(Date.now() + 14 * DAY_MS + 60_000);
    const late = await reviewsOf(pilot.b, job.id);
    expect(late).toMatchObject({ theirs: { rating: 2 }, canReview: false });
    const closed = await pilot.b.post(`/api/jobs/${job.id}/reviews`, { rating: 5 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(REVIEW_WINDOW_CLOSED_MESSAGE);
    expect((await publicReviews(pilot.pilot.id)).items.map((r) => r.rating)).toEqual([2]);

    const report = await runDueTasks(t.app, now);
    expect(report.reviewsPublished).toContain(job.id);
    const [rated] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(rated?.rating).toBe(2);
    expect((await runDueTasks(t.app, now)).reviewsPublished).not.toContain(job.id);
  });

  it("averages the pilot's visible ratings and lists them on /pilot/ratings", async () => {
    now = new Date();
    const pilot = await createJobPilot(t);
    const ratings = [5, 3, 4];
    const done: string[] = [];
    for (const rating of ratings) {
      const hired = await completedJob();
      // Hand the completed job to this test's pilot: one pilot, several clients.
      done.push(hired.job.id);
      await db()
        .update(jobs)
        .set({ pilotProfileId: pilot.pilot.id })
        .where(eq(jobs.id, hired.job.id));
      expect(
        (await hired.client.b.post(`/api/jobs/${hired.job.id}/reviews`, { rating })).statusCode,
      ).toBe(201);
    }
    // Two of them reviewed back: visible; the third still hidden.
    for (const jobId of done.slice(0, 2)) {
      expect((await pilot.b.post(`/api/jobs/${jobId}/reviews`, { rating: 5 })).statusCode).toBe(
        201,
      );
    }
    const mine = (await pilot.b.get("/api/reviews/mine")).json() as MyReviews;
    expect(mine).toMatchObject({
      rating: 4,
      reviewCount: 2,
      hiddenCount: 1,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
      total: 2,
    });
    expect(mine.items.map((r) => r.rating).sort()).toEqual([3, 5]);
    expect(mine.items[0]?.jobTitle).toBeTruthy();
    expect(mine.toWrite.map((w) => w.jobId)).toEqual([done[2]]);
    const [profile] = await db()
      .select()
      .from(pilotProfiles)
      .where(eq(pilotProfiles.id, pilot.pilot.id));
    expect(profile).toMatchObject({ ratingAvg: 4, reviewCount: 2 });
    const page = await publicReviews(pilot.pilot.id);
    expect(page).toMatchObject({ rating: 4, total: 2 });
    const paged = await t.app.inject({
      method: "GET",
      url: `/api/pilots/${pilot.pilot.id}/reviews?pageSize=1&page=2`,
    });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, hasMore: false });
    expect(paged.json().items).toHaveLength(1);
  });

  it("refuses reviews before completion, out of range, and from anyone else", async () => {
    now = new Date();
    const { client, job } = await hiredJob(t);
    const early = await client.b.post(`/api/jobs/${job.id}/reviews`, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_NEEDS_COMPLETION_MESSAGE);

    const done = await completedJob();
    const bad = await done.client.b.post(`/api/jobs/${done.job.id}/reviews`, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe("body.rating");
    const stranger = await createTestClient(t);
    expect(
      (await stranger.b.post(`/api/jobs/${done.job.id}/reviews`, { rating: 1 })).statusCode,
    ).toBe(404);
    expect((await stranger.b.get(`/api/jobs/${done.job.id}/reviews`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/reviews/mine" })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: "GET", url: "/api/pilots/not-a-pilot/reviews" });
    expect(unknown.statusCode).toBe(404);
  });
});
