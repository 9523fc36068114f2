import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  JOB_STATUSES,
  PROPERTY_NOT_FOUND_MESSAGE,
  propertySchema,
  propertySummarySchema,
  type JobStatus,
} from "@skyhire/shared";
import { applications, clientProfiles, jobs, pilotProfiles, properties } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { PROPERTIES_NEED_CLIENT_PROFILE_MESSAGE, PROPERTIES_NEED_HIRING_MESSAGE } from "./access";

const lakeHouse = {
  name: "Lake house",
  address: "4100 Lakeview Dr, Austin, TX 78732",
  propertyType: "Residential",
  notes: "Gate code 4412. Dock on the north side.",
};

describe.each(testDatabases())("properties API (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function signIn(overrides: Parameters<typeof createTestUser>[1]) {
    const user = await createTestUser(t.database.db, overrides);
    const b = new TestBrowser(t);
    const res = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { user, b };
  }

  /** A signed-in client with a client profile. */
  async function client() {
    const { user, b } = await signIn({ canHire: true, userType: "client" });
    const [profile] = await t.database.db
      .insert(clientProfiles)
      .values({ userId: user.id, companyName: "Harbor Realty", location: "Austin, TX" })
      .returning();
    return { user, b, profileId: profile!.id };
  }

  const pilot = () => signIn({ canFly: true, userType: "pilot" });

  async function addJob(clientProfileId: string, propertyId: string | null, status: JobStatus) {
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        clientProfileId,
        propertyId,
        title: `Shoot (${status})`,
        serviceType: "real_estate",
        location: "Austin, TX",
        budgetCents: 450_00,
        status,
      })
      .returning();
    return job!;
  }

  const patch = (b: TestBrowser, url: string, payload: object) =>
    b.request({ method: "PATCH", url, payload });
  const del = (b: TestBrowser, url: string) => b.request({ method: "DELETE", url });

  describe("authorization matrix", () => {
    const someId = "00000000-0000-4000-8000-000000000000";
    const endpoints = (id: string) =>
      [
        ["GET", "/api/properties", undefined],
        ["GET", "/api/properties/summary", undefined],
        ["POST", "/api/properties", lakeHouse],
        ["PATCH", `/api/properties/${id}`, { name: "Renamed" }],
        ["DELETE", `/api/properties/${id}`, undefined],
      ] as const;
    const send = (b: TestBrowser, [method, url, payload]: ReturnType<typeof endpoints>[number]) =>
      b.request({ method, url, ...(payload ? { payload } : {}) });

    it("answers 401 to signed-out visitors on every endpoint", async () => {
      for (const endpoint of endpoints(someId)) {
        const res = await send(new TestBrowser(t), endpoint);
        expect(res.statusCode, endpoint.join(" ")).toBe(401);
      }
    });

    it("answers 403 to pilots without the hiring capability on every endpoint", async () => {
      const { b } = await pilot();
      for (const endpoint of endpoints(someId)) {
        const res = await send(b, endpoint);
        expect(res.statusCode, endpoint.join(" ")).toBe(403);
        expect(res.json().message).toBe(PROPERTIES_NEED_HIRING_MESSAGE);
      }
    });

    it("hides one client's property from another client (404), and changes nothing", async () => {
      const owner = await client();
      const other = await client();
      const created = await owner.b.post("/api/properties", lakeHouse);
      const id = created.json().id as string;
      await addJob(owner.profileId, id, "open");

      expect((await other.b.get("/api/properties")).json()).toEqual([]);
      expect((await other.b.get("/api/properties/summary")).json()).toEqual({
        total: 0,
        pending: 0,
        ready: 0,
        in_progress: 0,
        completed: 0,
      });
      const renamed = await patch(other.b, `/api/properties/${id}`, { name: "Mine now" });
      expect(renamed.statusCode).toBe(404);
      expect(renamed.json().message).toBe(PROPERTY_NOT_FOUND_MESSAGE);
      const deleted = await del(other.b, `/api/properties/${id}`);
      expect(deleted.statusCode).toBe(404);

      const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
      expect(row?.name).toBe("Lake house");
      expect((await owner.b.get("/api/properties/summary")).json()).toMatchObject({
        total: 1,
        pending: 1,
      });
    });

    it("lets the owner do everything", async () => {
      const owner = await client();
      const created = await owner.b.post("/api/properties", lakeHouse);
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      expect((await owner.b.get("/api/properties")).statusCode).toBe(200);
      expect((await owner.b.get("/api/properties/summary")).statusCode).toBe(200);
      expect((await patch(owner.b, `/api/properties/${id}`, { name: "Renamed" })).statusCode).toBe(
        200,
      );
      expect((await del(owner.b, `/api/properties/${id}`)).statusCode).toBe(204);
    });

    it("lets a client without a profile read empty lists but not add a property", async () => {
      const { b } = await signIn({ canHire: true, userType: "client" });
      expect((await b.get("/api/properties")).json()).toEqual([]);
      expect((await b.get("/api/properties/summary")).json()).toMatchObject({ total: 0 });
      const res = await b.post("/api/properties", lakeHouse);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PROPERTIES_NEED_CLIENT_PROFILE_MESSAGE);
      const missing = await patch(b, `/api/properties/${someId}`, { name: "x" });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("POST /api/properties", () => {
    it("creates the property, places its address and answers it with no jobs", async () => {
      const { b } = await client();
      const res = await b.post("/api/properties", lakeHouse);
      expect(res.statusCode).toBe(201);
      const body = propertySchema.parse(res.json());
      expect(body).toMatchObject({ ...lakeHouse, jobs: [] });
      const [row] = await t.database.db.select().from(properties).where(eq(properties.id, body.id));
      expect(row?.lat).toBeCloseTo(30.3, 0);
      expect(row?.lng).toBeCloseTo(-97.9, 0);
    });

    it("stores empty optional fields as null and keeps an unplaceable address", async () => {
      const { b } = await client();
      const res = await b.post("/api/properties", {
        name: "  Warehouse 7  ",
        address: "Somewhere off the map",
        propertyType: "",
        notes: null,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        name: "Warehouse 7",
        address: "Somewhere off the map",
        propertyType: null,
        notes: null,
      });
      const [row] = await t.database.db
        .select()
        .from(properties)
        .where(eq(properties.id, res.json().id));
      expect(row?.lat).toBeNull();
    });

    it("refuses a missing name with a field message", async () => {
      const { b } = await client();
      const res = await b.post("/api/properties", { ...lakeHouse, name: "   " });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: "body.name", message: "Name is required" }]);
    });
  });

  describe("GET /api/properties", () => {
    it("lists the caller's properties in the order added, each with its own jobs", async () => {
      const owner = await client();
      const first = (await owner.b.post("/api/properties", lakeHouse)).json();
      const second = (await owner.b.post("/api/properties", { name: "Office park" })).json();
      const open = await addJob(owner.profileId, first.id, "open");
      const done = await addJob(owner.profileId, first.id, "completed");
      await addJob(owner.profileId, null, "open");

      const res = await owner.b.get("/api/properties");
      expect(res.statusCode).toBe(200);
      const list = res.json().map((p: unknown) => propertySchema.parse(p));
      expect(list.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
      expect(list[0].jobs.map((j: { id: string }) => j.id).sort()).toEqual(
        [open.id, done.id].sort(),
      );
      expect(list[0].jobs.find((j: { id: string }) => j.id === open.id)).toMatchObject({
        status: "open",
        budget: 450_00,
        propertyId: first.id,
        pendingApplications: 0,
      });
      expect(list[1].jobs).toEqual([]);
    });

    it("counts each job's pending applications, not the others", async () => {
      const owner = await client();
      const id = (await owner.b.post("/api/properties", lakeHouse)).json().id as string;
      const job = await addJob(owner.profileId, id, "open");
      const statuses = ["pending", "pending", "rejected", "withdrawn"] as const;
      for (const status of statuses) {
        const { user } = await pilot();
        const [profile] = await t.database.db
          .insert(pilotProfiles)
          .values({ userId: user.id, part107Number: "4123456", businessName: "Aerial" })
          .returning();
        await t.database.db
          .insert(applications)
          .values({ jobId: job.id, pilotProfileId: profile!.id, status, quoteCents: 400_00 });
      }
      const [property] = (await owner.b.get("/api/properties")).json();
      expect(property.jobs[0]).toMatchObject({ id: job.id, pendingApplications: 2 });
    });
  });

  describe("PATCH /api/properties/:id", () => {
    it("changes only the fields sent, clears with null, and re-places a new address", async () => {
      const { b } = await client();
      const id = (await b.post("/api/properties", lakeHouse)).json().id as string;
      const res = await patch(b, `/api/properties/${id}`, {
        address: "1 Main St, Denver, CO",
        notes: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: "Lake house",
        address: "1 Main St, Denver, CO",
        propertyType: "Residential",
        notes: null,
      });
      const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
      expect(row?.lat).toBeCloseTo(39.7, 0);
    });

    it("refuses an empty name and an invalid id", async () => {
      const { b } = await client();
      const id = (await b.post("/api/properties", lakeHouse)).json().id as string;
      expect((await patch(b, `/api/properties/${id}`, { name: "" })).statusCode).toBe(400);
      expect((await patch(b, "/api/properties/not-an-id", { name: "x" })).statusCode).toBe(400);
    });
  });

  describe("DELETE /api/properties/:id", () => {
    it("deletes the property and keeps its jobs, unlinked", async () => {
      const owner = await client();
      const id = (await owner.b.post("/api/properties", lakeHouse)).json().id as string;
      const job = await addJob(owner.profileId, id, "assigned");

      const res = await del(owner.b, `/api/properties/${id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      expect((await owner.b.get("/api/properties")).json()).toEqual([]);
      const [kept] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(kept).toMatchObject({ status: "assigned", propertyId: null });
      expect((await del(owner.b, `/api/properties/${id}`)).statusCode).toBe(404);
    });
  });

  describe("GET /api/properties/summary", () => {
    it("counts properties and their jobs by the documented buckets", async () => {
      const owner = await client();
      const a = (await owner.b.post("/api/properties", lakeHouse)).json().id as string;
      const b = (await owner.b.post("/api/properties", { name: "Office park" })).json().id;
      await owner.b.post("/api/properties", { name: "Empty lot" });
      // One job in every status at property a, and a second round at b.
      for (const status of JOB_STATUSES) {
        await addJob(owner.profileId, a, status);
        await addJob(owner.profileId, b, status);
      }
      // Jobs at no property, and another client's jobs, count nowhere.
      for (const status of JOB_STATUSES) await addJob(owner.profileId, null, status);
      const other = await client();
      const theirs = (await other.b.post("/api/properties", { name: "Theirs" })).json().id;
      for (const status of JOB_STATUSES) await addJob(other.profileId, theirs, status);

      const res = await owner.b.get("/api/properties/summary");
      expect(res.statusCode).toBe(200);
      // open + assigned = pending; cancelled and disputed count in none of the buckets.
      expect(propertySummarySchema.parse(res.json())).toEqual({
        total: 3,
        pending: 4,
        in_progress: 2,
        ready: 2,
        completed: 2,
      });
    });

    it("counts a cancelled or disputed job in no bucket", async () => {
      const owner = await client();
      const id = (await owner.b.post("/api/properties", lakeHouse)).json().id as string;
      await addJob(owner.profileId, id, "cancelled");
      await addJob(owner.profileId, id, "disputed");
      expect((await owner.b.get("/api/properties/summary")).json()).toEqual({
        total: 1,
        pending: 0,
        ready: 0,
        in_progress: 0,
        completed: 0,
      });
    });
  });
});
