import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { buildTestApp, sameOriginHeaders, type TestApp } from "../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../testing/users";

// Per-IP rate limits and the IP kept on each session both read request.ip.
describe("TRUST_PROXY", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function sessionIpAfterSignIn(env: NodeJS.ProcessEnv): Promise<string | null> {
    t = await buildTestApp("pglite", { env });
    const user = await createTestUser(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.0.0.5",
      headers: { ...sameOriginHeaders(t.config), "x-forwarded-for": "203.0.113.7" },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [session] = await t.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    return session?.ip ?? null;
  }

  it("ignores X-Forwarded-For by default, so clients cannot pick their own IP", async () => {
    expect(await sessionIpAfterSignIn({})).toBe("10.0.0.5");
  });

  it("takes the client's IP from the proxy's header when one hop is trusted", async () => {
    expect(await sessionIpAfterSignIn({ TRUST_PROXY: "1" })).toBe("203.0.113.7");
  });
});
