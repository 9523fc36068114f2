import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CRM_CLIENT_NOT_FOUND_MESSAGE,
  CRM_NOTE_NOT_FOUND_MESSAGE,
  type CrmClient,
  type CrmClientDetail,
  type CrmClientList,
  type EarningsDto,
  type JobDto,
} from "@skyhire/shared";
import { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import type { TestApp } from "../../testing/testApp";
import { testDatabases } from "../../testing/testApp";
import { hireThroughCheckout } from "../checkout/testing";
import { buildDeliveryTestApp, postWithKey, sampleFiles, uploadOk } from "../delivery/testFixtures";
import { FLY_CAPABILITY_REQUIRED_MESSAGE } from "../jobs/access";
import { logTestFlight } from "../../testing/flightLogFixtures";

const someId = "00000000-0000-4000-8000-000000000000";

describe.each(testDatabases())("pilot CRM (%s)", (kind) => {
  let t: TestApp;
  let pilot: TestJobPilot;
  let rival: TestJobPilot;
  let acme: TestClient;
  let bayview: TestClient;
  let cedar: TestClient;
  let stranger: TestClient;
  let completedJob: JobDto;
  let activeJob: JobDto;
  let pendingJob: JobDto;

  const ok = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json() as T;
  };

  /** Applied at `quote`, hired through a real checkout and payment. */
  async function hire(client: TestClient, who: TestJobPilot, job: JobDto, quote: number) {
    const application = await applyToJob(who, job.id, { quote });
    await hireThroughCheckout(client, application.id);
  }

  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    pilot = await createJobPilot(t);
    rival = await createJobPilot(t, "austin", { firstName: "Riley", lastName: "Rival" });
    acme = await createTestClient(t, { companyName: "Acme Roofing" });
    bayview = await createTestClient(t, { companyName: "Bayview Homes" });
    cedar = await createTestClient(t, { companyName: "Cedar Films" });
    stranger = await createTestClient(t, { companyName: "Delta Farms" });

    // Acme: one job flown, delivered, approved and reviewed both ways; one under way; one bid.
    completedJob = await postTestJob(acme, { title: "Roof photos, north block" });
    await hire(acme, pilot, completedJob, 500_00);
    expect((await pilot.b.post(`/api/jobs/${completedJob.id}/start`)).statusCode).toBe(200);
    await uploadOk(pilot.b, completedJob.id, [{ name: "a.jpg", content: sampleFiles.jpeg() }]);
    await logTestFlight(pilot.b, completedJob.id);
    expect((await pilot.b.post(`/api/jobs/${completedJob.id}/deliver`)).statusCode).toBe(200);
    await ok(postWithKey(acme.b, `/api/jobs/${completedJob.id}/approve`));
    await ok(acme.b.post(`/api/jobs/${completedJob.id}/reviews`, { rating: 4 }));
    await ok(pilot.b.post(`/api/jobs/${completedJob.id}/reviews`, { rating: 5 }));

    activeJob = await postTestJob(acme, { title: "Gutter survey" });
    await hire(acme, pilot, activeJob, 300_00);
    pendingJob = await postTestJob(acme, { title: "Solar array check" });
    await applyToJob(pilot, pendingJob.id, { quote: 250_00 });

    // Bayview invited the pilot and heard nothing yet.
    const invited = await postTestJob(bayview, { title: "Model home tour" });
    await ok(
      bayview.b.post(`/api/jobs/${invited.id}/invitations`, {
        pilotProfileId: pilot.pilot.id,
      }),
    );
    // Cedar hired someone else.
    const lost = await postTestJob(cedar, { title: "Film location scout" });
    await applyToJob(pilot, lost.id, { quote: 600_00 });
    await hire(cedar, rival, lost, 550_00);
    // Delta posts a job the pilot never touched.
    await postTestJob(stranger);
  });
  afterAll(() => t.close());

  const list = (b: TestBrowser, query = "") => ok<CrmClientList>(b.get(`/api/crm/clients${query}`));
  const byCompany = (items: CrmClient[], name: string) => items.find((c) => c.companyName === name);

  describe("derivation", () => {
    it("has one row per client the pilot has a relation with, and none for others", async () => {
      const { items } = await list(pilot.b);
      expect(items.map((c) => c.companyName).sort()).toEqual([
        "Acme Roofing",
        "Bayview Homes",
        "Cedar Films",
      ]);
    });

    it("counts the jobs together by status, earnings from the ledger and the rating", async () => {
      const { items } = await list(pilot.b);
      const earnings = await ok<EarningsDto>(pilot.b.get("/api/earnings"));
      const credited = earnings.jobs.find((j) => j.jobId === completedJob.id);
      // 500 less the 10% commission, as the ledger credited it.
      expect(credited?.netCents).toBe(450_00);

      expect(byCompany(items, "Acme Roofing")).toMatchObject({
        status: "active",
        contactName: "Cleo Client",
        location: "Austin, TX",
        jobs: { total: 3, active: 1, completed: 1, pending: 1, closed: 0 },
        earnedCents: 450_00,
        rating: 4,
        ratingCount: 1,
      });
      expect(byCompany(items, "Bayview Homes")).toMatchObject({
        status: "prospect",
        contactName: "Cleo C.",
        jobs: { total: 1, active: 0, completed: 0, pending: 1, closed: 0 },
        earnedCents: 0,
        rating: null,
      });
      expect(byCompany(items, "Cedar Films")).toMatchObject({
        status: "prospect",
        jobs: { total: 1, pending: 0, closed: 1 },
      });
    });

    it("totals the stats over every relationship, matching the ledger", async () => {
      const { stats } = await list(pilot.b, "?status=prospect");
      const earnings = await ok<EarningsDto>(pilot.b.get("/api/earnings"));
      expect(stats).toEqual({
        clients: 3,
        activeClients: 1,
        prospects: 2,
        activeJobs: 1,
        earnedCents: earnings.lifetimeNetCents,
      });
    });

    it("shows the client's side from the other pilot's point of view too", async () => {
      const { items } = await list(rival.b);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        companyName: "Cedar Films",
        status: "active",
        jobs: { total: 1, active: 1 },
      });
    });

    it("answers the history with amounts paid and earned, newest first", async () => {
      const { items } = await list(pilot.b);
      const acmeId = byCompany(items, "Acme Roofing")!.clientProfileId;
      const detail = await ok<CrmClientDetail>(pilot.b.get(`/api/crm/clients/${acmeId}`));
      expect(detail.history.map((j) => j.title)).toEqual([
        "Solar array check",
        "Gutter survey",
        "Roof photos, north block",
      ]);
      expect(detail.history[2]).toMatchObject({
        jobStatus: "completed",
        relation: "hired",
        applicationStatus: "accepted",
        quoteCents: 500_00,
        priceCents: 500_00,
        earnedCents: 450_00,
        rating: 4,
      });
      expect(detail.history[1]).toMatchObject({
        jobStatus: "assigned",
        relation: "hired",
        priceCents: 300_00,
        earnedCents: 0,
      });
      expect(detail.history[0]).toMatchObject({
        jobStatus: "open",
        relation: "applied",
        applicationStatus: "pending",
        quoteCents: 250_00,
        priceCents: null,
      });
      expect(detail.notes).toEqual([]);
    });
  });

  describe("filters, search and sort", () => {
    it("filters by status", async () => {
      const active = await list(pilot.b, "?status=active");
      expect(active.items.map((c) => c.companyName)).toEqual(["Acme Roofing"]);
      const past = await list(pilot.b, "?status=past");
      expect(past.items).toEqual([]);
      const all = await list(pilot.b, "?status=all");
      expect(all.items).toHaveLength(3);
    });

    it("searches the company and contact name, any case", async () => {
      const found = await list(pilot.b, "?q=bayVIEW");
      expect(found.items.map((c) => c.companyName)).toEqual(["Bayview Homes"]);
      expect((await list(pilot.b, "?q=cleo")).items).toHaveLength(3);
      expect((await list(pilot.b, "?q=nobody")).items).toEqual([]);
    });

    it("sorts by money earned, by name, and by follow-up day", async () => {
      const earned = await list(pilot.b, "?sort=earned");
      expect(earned.items[0]?.companyName).toBe("Acme Roofing");
      const named = await list(pilot.b, "?sort=name");
      expect(named.items.map((c) => c.companyName)).toEqual([
        "Acme Roofing",
        "Bayview Homes",
        "Cedar Films",
      ]);
      const cedarId = byCompany(named.items, "Cedar Films")!.clientProfileId;
      await ok(
        pilot.b.put(`/api/crm/clients/${cedarId}/details`, {
          tags: ["film"],
          followUpOn: "2030-01-15",
        }),
      );
      const followUp = await list(pilot.b, "?sort=follow_up");
      expect(followUp.items[0]).toMatchObject({
        companyName: "Cedar Films",
        followUpOn: "2030-01-15",
        tags: ["film"],
      });
    });

    it("refuses unknown filters with 400", async () => {
      const res = await pilot.b.get("/api/crm/clients?status=friends");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ requestId: expect.any(String) });
    });
  });

  describe("notes", () => {
    async function acmeId() {
      return byCompany((await list(pilot.b)).items, "Acme Roofing")!.clientProfileId;
    }

    it("adds, edits and deletes a note, which shows in the detail and the count", async () => {
      const id = await acmeId();
      const note = await ok<{ id: string; body: string }>(
        pilot.b.post(`/api/crm/clients/${id}/notes`, { body: "  Gate code 4412  " }),
      );
      expect(note.body).toBe("Gate code 4412");
      let detail = await ok<CrmClientDetail>(pilot.b.get(`/api/crm/clients/${id}`));
      expect(detail.notes.map((n) => n.body)).toEqual(["Gate code 4412"]);
      expect(detail.noteCount).toBe(1);

      const edited = await pilot.b.request({
        method: "PATCH",
        url: `/api/crm/notes/${note.id}`,
        payload: { body: "Gate code 9921" },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      detail = await ok<CrmClientDetail>(pilot.b.get(`/api/crm/clients/${id}`));
      expect(detail.notes[0]?.body).toBe("Gate code 9921");

      const removed = await pilot.b.request({ method: "DELETE", url: `/api/crm/notes/${note.id}` });
      expect(removed.statusCode).toBe(204);
      detail = await ok<CrmClientDetail>(pilot.b.get(`/api/crm/clients/${id}`));
      expect(detail.notes).toEqual([]);
    });

    it("refuses an empty note", async () => {
      const res = await pilot.b.post(`/api/crm/clients/${await acmeId()}/notes`, { body: "   " });
      expect(res.statusCode).toBe(400);
    });

    it("keeps a pilot's notes from every other pilot (404) and changes nothing", async () => {
      const id = await acmeId();
      const note = await ok<{ id: string }>(
        pilot.b.post(`/api/crm/clients/${id}/notes`, { body: "Prefers morning shoots" }),
      );
      const edit = await rival.b.request({
        method: "PATCH",
        url: `/api/crm/notes/${note.id}`,
        payload: { body: "Mine now" },
      });
      expect(edit.statusCode).toBe(404);
      expect(edit.json().message).toBe(CRM_NOTE_NOT_FOUND_MESSAGE);
      const del = await rival.b.request({ method: "DELETE", url: `/api/crm/notes/${note.id}` });
      expect(del.statusCode).toBe(404);
      // Acme never worked with the rival: its page and notes are not theirs to see or add to.
      const detail = await rival.b.get(`/api/crm/clients/${id}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().message).toBe(CRM_CLIENT_NOT_FOUND_MESSAGE);
      const add = await rival.b.post(`/api/crm/clients/${id}/notes`, { body: "Sneaky" });
      expect(add.statusCode).toBe(404);

      const mine = await ok<CrmClientDetail>(pilot.b.get(`/api/crm/clients/${id}`));
      expect(mine.notes.map((n) => n.body)).toContain("Prefers morning shoots");
    });

    it("answers 404 for a client with no relation, even to write details", async () => {
      const res = await pilot.b.put(`/api/crm/clients/${stranger.profile.id}/details`, {
        tags: ["x"],
        followUpOn: null,
      });
      expect(res.statusCode).toBe(404);
    });

    it("keeps tags unique whatever their case", async () => {
      const res = await pilot.b.put(`/api/crm/clients/${await acmeId()}/details`, {
        tags: ["Repeat", "repeat", "VIP"],
        followUpOn: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ tags: ["Repeat", "VIP"], followUpOn: null });
    });
  });

  describe("authorization matrix", () => {
    const endpoints = [
      ["GET", "/api/crm/clients", undefined],
      ["GET", `/api/crm/clients/${someId}`, undefined],
      ["POST", `/api/crm/clients/${someId}/notes`, { body: "Hi" }],
      ["PUT", `/api/crm/clients/${someId}/details`, { tags: [], followUpOn: null }],
      ["PATCH", `/api/crm/notes/${someId}`, { body: "Hi" }],
      ["DELETE", `/api/crm/notes/${someId}`, undefined],
    ] as const;
    const send = (b: TestBrowser, [method, url, payload]: (typeof endpoints)[number]) =>
      b.request({ method, url, ...(payload ? { payload } : {}) });

    it("answers 401 signed out and 403 without canFly on every endpoint", async () => {
      for (const endpoint of endpoints) {
        expect((await send(new TestBrowser(t), endpoint)).statusCode, endpoint[1]).toBe(401);
        const res = await send(acme.b, endpoint);
        expect(res.statusCode, endpoint[1]).toBe(403);
        expect(res.json().message).toBe(FLY_CAPABILITY_REQUIRED_MESSAGE);
      }
    });

    it("answers a bad id with 400", async () => {
      expect((await pilot.b.get("/api/crm/clients/not-an-id")).statusCode).toBe(400);
    });
  });
});
