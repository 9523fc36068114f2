import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { seedDemoData } from "../../seed/seed";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { searchClients } from "../clients/search";
import { crmClientDetail } from "./clientDetail";
import { listCrmClients } from "./clientList";

describe.each(testDatabases())("the demo pilot's CRM on the demo seed (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  async function demoPilot() {
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "pilot@skyhire.test"));
    return user!;
  }

  it("shows real clients with jobs, earnings from the seeded ledger, and notes", async () => {
    const pilot = await demoPilot();
    const { items, stats } = await listCrmClients(t.database.db, pilot, {});
    const skyline = items.find((c) => c.companyName === "Skyline Realty Partners");
    expect(skyline).toMatchObject({ status: "active", tags: ["Repeat client", "Real estate"] });
    expect(skyline!.jobs.completed).toBeGreaterThanOrEqual(2);
    expect(skyline!.earnedCents).toBeGreaterThan(0);
    expect(stats.activeJobs).toBeGreaterThanOrEqual(3);
    expect(stats.earnedCents).toBe(items.reduce((sum, c) => sum + c.earnedCents, 0));

    const detail = await crmClientDetail(t.database.db, pilot, skyline!.clientProfileId);
    expect(detail.notes).toHaveLength(2);
    expect(detail.history.length).toBe(skyline!.jobs.total);
  });

  it("finds clients with open jobs around Austin for the demo pilot", async () => {
    const pilot = await demoPilot();
    const found = await searchClients(t.database.db, pilot, { location: "Austin, TX" }, new Date());
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.some((c) => c.openJobs > 0)).toBe(true);
  });
});
