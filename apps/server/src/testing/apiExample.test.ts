import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runExample } from "../../../../examples/api-client/example";
import { clientProfiles, jobs } from "../db/schema";
import { area, createTestPilot } from "../features/pilots/testFixtures";
import { buildTestApp, type TestApp } from "./testApp";
import { createTestUser, TEST_PASSWORD } from "./users";

/**
 * The integrator's example (examples/api-client, docs/api.md) run for real: the app listens on
 * a port and the generated openapi-fetch client signs in over HTTP, searches pilots, posts a
 * job and reads its applications. Every answer is also held against the document (contract.ts).
 */
describe("the typed API client example", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("the app listens on no port");
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  it("signs in, searches pilots, posts a job and reads its applications", async () => {
    const db = t.database.db;
    const client = await createTestUser(db, { userType: "client", canHire: true });
    const [profile] = await db
      .insert(clientProfiles)
      .values({ userId: client.id, location: "Austin, TX" })
      .returning();
    await createTestPilot(db, {
      firstName: "Rhea",
      lastName: "Rotor",
      base: "austin",
      areas: [area("austin", 50)],
      rate: [150, 400],
      categories: ["real_estate"],
    });

    const result = await runExample(baseUrl, { email: client.email, password: TEST_PASSWORD });

    expect(result.pilotsFound).toBe(1);
    expect(result.applications).toBe(0);
    const [stored] = await db.select().from(jobs).where(eq(jobs.id, result.jobId));
    expect(stored?.clientProfileId).toBe(profile?.id);
    expect(stored?.title).toBe(result.jobTitle);
    expect(stored?.status).toBe("open");
    // Real HTTP and password hashing: slower than inject on a machine shared with other work.
  }, 90_000);

  it("throws the server's { message, requestId } when a call is refused", async () => {
    const refused = runExample(baseUrl, {
      email: "nobody@example.com",
      password: "wrong-password",
    });
    await expect(refused).rejects.toThrow(/^404: Account not found \(request req-.+\)$/);
  });
});
