import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserResponseSchema } from "@skyhire/shared";
import { users } from "../../db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../seed/demoAccounts";
import { seedDemoData } from "../../seed/seed";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("demo accounts (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  });
  afterAll(() => t.close());

  const OPERATOR = "ops@skyhire.test";
  const marketplace = DEMO_ACCOUNTS.filter((a) => a.email !== OPERATOR);

  it.each(marketplace.map((a) => [a.email, a.password] as const))(
    "%s signs in with the documented password and has a complete profile",
    async (email, password) => {
      const res = await new TestBrowser(t).post("/api/auth/login", { email, password });
      expect(res.statusCode).toBe(200);
      const body = currentUserResponseSchema.parse(res.json());
      expect(body.user.email).toBe(email);
      expect(body.profile).not.toBeNull();
      if (body.user.userType === "pilot") {
        expect(body.profile).toMatchObject({ part107Number: expect.stringMatching(/^\d{7}$/) });
      } else {
        expect(body.profile).toMatchObject({ companyName: expect.any(String) });
      }
      expect(body.user.hasDualCapability).toBe(email === "both@skyhire.test");
    },
  );

  it("the operator signs in with the documented password, with the admin role and no profile", async () => {
    const res = await new TestBrowser(t).post("/api/auth/login", {
      email: OPERATOR,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = currentUserResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({
      email: OPERATOR,
      role: "admin",
      canFly: false,
      canHire: false,
    });
    expect(body.profile).toBeNull();
  });

  it("the other seeded people have no password and cannot sign in with one", async () => {
    const [seeded] = await t.database.db
      .select()
      .from(users)
      .where(isNull(users.passwordHash))
      .limit(1);
    expect(seeded).toBeDefined();
    const res = await new TestBrowser(t).post("/api/auth/login", {
      email: seeded?.email ?? "",
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});
