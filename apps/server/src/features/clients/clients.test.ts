import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_NOT_FOUND_MESSAGE,
  type ClientPage,
  type ClientSearchResponse,
  type ClientSummary,
} from "@skyhire/shared";
import { clientProfiles, users } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createDualUser,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import { testDatabases, type TestApp } from "../../testing/testApp";
import { hireThroughCheckout } from "../checkout/testing";
import { buildDeliveryTestApp, postWithKey, sampleFiles, uploadOk } from "../delivery/testFixtures";
import { logTestFlight } from "../../testing/flightLogFixtures";

describe.each(testDatabases())("client search (%s)", (kind) => {
  let t: TestApp;
  let pilot: TestJobPilot;
  let acme: TestClient;
  let builders: TestClient;
  let ranch: TestClient;
  let quiet: TestClient;
  let retired: TestClient;
  let acmeOpenJobId: string;
  let acmeHiredJobId: string;

  async function client(companyName: string, location: string, industry: string) {
    const c = await createTestClient(t, { companyName, location });
    await t.database.db
      .update(clientProfiles)
      .set({ industry, phone: "512-555-0142" })
      .where(eq(clientProfiles.id, c.profile.id));
    return c;
  }

  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    pilot = await createJobPilot(t);
    acme = await client("Acme Roofing", "Austin, TX", "Roofing contractor");
    builders = await client("Mile High Builders", "Denver, CO", "Construction");
    ranch = await client("Hill Country Ranch", "Houston, TX", "Agriculture");
    quiet = await client("Quiet Co", "Austin, TX", "Roofing contractor");
    retired = await client("Gone Fishing LLC", "Austin, TX", "Insurance");

    // Acme: one job flown, approved and reviewed both ways (the pilot gives 4 stars), one open.
    const flown = await postTestJob(acme, { title: "Roof photos" });
    acmeHiredJobId = flown.id;
    const application = await applyToJob(pilot, flown.id, { quote: 400_00 });
    await hireThroughCheckout(acme, application.id);
    expect((await pilot.b.post(`/api/jobs/${flown.id}/start`)).statusCode).toBe(200);
    await uploadOk(pilot.b, flown.id, [{ name: "a.jpg", content: sampleFiles.jpeg() }]);
    await logTestFlight(pilot.b, flown.id);
    expect((await pilot.b.post(`/api/jobs/${flown.id}/deliver`)).statusCode).toBe(200);
    expect((await postWithKey(acme.b, `/api/jobs/${flown.id}/approve`)).statusCode).toBe(200);
    expect((await pilot.b.post(`/api/jobs/${flown.id}/reviews`, { rating: 4 })).statusCode).toBe(
      201,
    );
    expect((await acme.b.post(`/api/jobs/${flown.id}/reviews`, { rating: 5 })).statusCode).toBe(
      201,
    );
    acmeOpenJobId = (await postTestJob(acme, { title: "Gutter survey" })).id;

    await postTestJob(builders, {
      title: "Site progress video",
      serviceType: "construction",
      location: "Denver, CO",
    });
    await postTestJob(builders, {
      title: "Foundation survey",
      serviceType: "construction",
      location: "Denver, CO",
    });
    // Based in Houston, flying near Round Rock: found by either place.
    await postTestJob(ranch, { title: "Herd count", location: "Round Rock, TX" });
    // Quiet Co never posted a job; Gone Fishing did, then stopped hiring.
    await postTestJob(retired, { title: "Claim photos" });
    await t.database.db.update(users).set({ canHire: false }).where(eq(users.id, retired.user.id));
  });
  afterAll(() => t.close());

  const search = async (b: TestBrowser, query = "") => {
    const res = await b.get(`/api/clients${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClientSearchResponse;
  };
  const names = (r: ClientSearchResponse) => r.items.map((c) => c.companyName);

  it("lists clients who hire, most open jobs first, with what a pilot may see", async () => {
    const result = await search(pilot.b);
    expect(names(result)).toEqual(["Mile High Builders", "Acme Roofing", "Hill Country Ranch"]);
    expect(result.total).toBe(3);
    const acmeRow = result.items.find((c) => c.companyName === "Acme Roofing") as ClientSummary;
    expect(acmeRow).toEqual({
      id: acme.profile.id,
      companyName: "Acme Roofing",
      contactName: "Cleo C.",
      industry: "Roofing contractor",
      city: "Austin",
      state: "TX",
      memberSince: acme.user.createdAt.toISOString(),
      jobsPosted: 2,
      openJobs: 1,
      hires: 1,
      rating: 4,
      reviewCount: 1,
      distanceMiles: null,
    });
    expect(result.industries).toEqual(["Agriculture", "Construction", "Roofing contractor"]);
  });

  it("never answers an email, a phone or an address", async () => {
    const res = await pilot.b.get("/api/clients");
    const page = await pilot.b.get(`/api/clients/${acme.profile.id}`);
    for (const body of [res.body, page.body]) {
      expect(body).not.toContain("@");
      expect(body).not.toContain("555-0142");
      expect(body).not.toMatch(/"(email|phone|address|lastName)"/);
    }
  });

  it("searches company, industry and the contact's first name", async () => {
    expect(names(await search(pilot.b, "?q=roof"))).toEqual(["Acme Roofing"]);
    expect(names(await search(pilot.b, "?q=CONSTRUCT"))).toEqual(["Mile High Builders"]);
    expect((await search(pilot.b, "?q=cleo")).total).toBe(3);
    expect((await search(pilot.b, "?q=100%25")).total).toBe(0);
  });

  it("filters by industry and by the service type of their jobs", async () => {
    expect(names(await search(pilot.b, "?industry=agriculture"))).toEqual(["Hill Country Ranch"]);
    expect(names(await search(pilot.b, "?serviceType=construction"))).toEqual([
      "Mile High Builders",
    ]);
  });

  it("finds clients with a job near a place, or based in it, with the miles", async () => {
    const nearRoundRock = await search(pilot.b, "?location=Round%20Rock,%20TX&radius=10");
    expect(names(nearRoundRock)).toEqual(["Hill Country Ranch"]);
    expect(nearRoundRock.origin).toBe("Round Rock, TX");
    expect(nearRoundRock.items[0]!.distanceMiles).toBeLessThan(10);

    // Hill Country Ranch is based in Houston, though its only job is 150 miles away.
    const houston = await search(pilot.b, "?location=Houston,%20TX&radius=25");
    expect(names(houston)).toEqual(["Hill Country Ranch"]);

    const byZip = await search(pilot.b, "?location=80202&sort=nearest");
    expect(names(byZip)).toEqual(["Mile High Builders"]);

    const wide = await search(pilot.b, "?location=Austin,%20TX&radius=50&sort=nearest");
    expect(names(wide)).toEqual(["Acme Roofing", "Hill Country Ranch"]);
  });

  it("refuses a place it cannot find with 400", async () => {
    const res = await pilot.b.get("/api/clients?location=Atlantis,%20ZZ");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ requestId: expect.any(String) });
  });

  it("pages with the total, also past the last page", async () => {
    const first = await search(pilot.b, "?pageSize=2&sort=name");
    expect(names(first)).toEqual(["Acme Roofing", "Hill Country Ranch"]);
    expect(first.total).toBe(3);
    const second = await search(pilot.b, "?pageSize=2&page=2&sort=name");
    expect(names(second)).toEqual(["Mile High Builders"]);
    const beyond = await search(pilot.b, "?pageSize=2&page=5&sort=name");
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it("opens a client's page with their open jobs only, distances from the pilot's base", async () => {
    const res = await pilot.b.get(`/api/clients/${acme.profile.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as ClientPage;
    expect(page).toMatchObject({ companyName: "Acme Roofing", openJobs: 1, jobsPosted: 2 });
    expect(page.jobs.map((j) => j.id)).toEqual([acmeOpenJobId]);
    expect(page.jobs.map((j) => j.id)).not.toContain(acmeHiredJobId);
    expect(page.jobs[0]!.distanceMiles).toEqual(expect.any(Number));
  });

  it("has no page for clients search would not list", async () => {
    for (const id of [
      quiet.profile.id,
      retired.profile.id,
      "00000000-0000-4000-8000-000000000000",
    ]) {
      const res = await pilot.b.get(`/api/clients/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(CLIENT_NOT_FOUND_MESSAGE);
    }
  });

  it("leaves a dual account's own client profile out", async () => {
    const dual = await createDualUser(t);
    await postTestJob({ b: dual.b }, { title: "My own rental" });
    const result = await search(dual.b, "?q=both ways");
    expect(result.total).toBe(0);
    expect((await search(pilot.b, "?q=both ways")).total).toBe(1);
    const own = await dual.b.get(`/api/clients/${dual.profile.id}`);
    expect(own.statusCode).toBe(404);
  });

  it("answers 401 signed out and 403 to users who do not fly", async () => {
    for (const url of ["/api/clients", `/api/clients/${acme.profile.id}`]) {
      expect((await new TestBrowser(t).get(url)).statusCode).toBe(401);
      expect((await builders.b.get(url)).statusCode).toBe(403);
    }
  });
});
