import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_ID_HEADER } from "@skyhire/shared";
import { nextTestIp } from "../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../testing/testApp";
import { TEST_PASSWORD } from "../testing/users";
import { CROSS_SITE_MESSAGE } from "./sameOrigin";

describe.each(testDatabases())("cross-site request refusal (%s)", (kind) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    origin = new URL(t.config.appUrl).origin;
    // Test-only routes standing in for any state-changing endpoint, and for Apple's callback.
    t.app.post("/api/test/echo", async (request) => ({ ok: true, body: request.body ?? null }));
    t.app.delete("/api/test/echo", async () => ({ ok: true }));
    t.app.post("/api/test/callback", { config: { allowCrossSite: true } }, async () => ({
      ok: true,
    }));
  });
  afterAll(() => t.close());

  const register = (headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: nextTestIp(),
      headers,
      payload: {
        email: `csrf-${Math.random().toString(36).slice(2)}@example.com`,
        password: TEST_PASSWORD,
        firstName: "Cross",
        lastName: "Site",
      },
    });

  function expectRefused(res: Awaited<ReturnType<typeof register>>) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: CROSS_SITE_MESSAGE,
      requestId: res.headers[REQUEST_ID_HEADER],
    });
    expect(res.cookies).toHaveLength(0);
  }

  it("refuses a request from a foreign Origin", async () => {
    expectRefused(await register({ origin: "https://evil.example" }));
    expectRefused(await register({ origin: "null" }));
    // Same host, other scheme or port: still another origin.
    expectRefused(await register({ origin: origin.replace("http:", "https:") }));
    expectRefused(await register({ origin: `${origin}0` }));
  });

  it("refuses a request without Origin unless Sec-Fetch-Site says same-origin", async () => {
    expectRefused(await register({ "sec-fetch-site": "cross-site" }));
    expectRefused(await register({ "sec-fetch-site": "same-site" }));
    expectRefused(await register({}));
    expect((await register({ "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
  });

  it("accepts the app's own origin", async () => {
    expect((await register({ origin })).statusCode).toBe(201);
  });

  it("refuses a same-origin body that is not JSON (what a plain HTML form sends)", async () => {
    for (const contentType of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/test/echo",
        headers: { origin, "content-type": contentType },
        payload: "email=a%40b.c",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
    }
    const json = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { origin, "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(json.json()).toEqual({ ok: true, body: { a: 1 } });
  });

  it("covers every state-changing method, and lets bodiless requests through", async () => {
    const foreign = await t.app.inject({
      method: "DELETE",
      url: "/api/test/echo",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: "DELETE",
      url: "/api/test/echo",
      headers: { origin },
    });
    expect(own.statusCode).toBe(200);
    for (const method of ["PUT", "PATCH"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/me/capabilities",
        headers: { origin: "https://evil.example" },
        payload: { canFly: true, canHire: false },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it("leaves reads alone", async () => {
    const res = await t.app.inject({
      url: "/api/auth/config",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("lets routes flagged allowCrossSite receive cross-site form posts", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/callback",
      headers: {
        origin: "https://appleid.apple.com",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "code=abc&state=xyz",
    });
    // Fastify has no form parser registered here (415); the point is: not the 403.
    expect(res.statusCode).not.toBe(403);
  });
});
