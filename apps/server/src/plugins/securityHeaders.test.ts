import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/testApp";
import { PERMISSIONS_POLICY } from "./securityHeaders";

describe("security headers", () => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
    https = await buildTestApp("pglite", { env: { APP_URL: "https://skyhire.example" } });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it("answers the API and errors with no framing, no sniffing and a same-site referrer", async () => {
    for (const url of ["/api/health", "/api/jobs/client", "/api/no-such-route"]) {
      const res = await t.app.inject({ url });
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(res.headers["content-security-policy"], url).toContain("object-src 'none'");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it("asks browsers to keep to https only when the app is served over https", async () => {
    expect((await t.app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toBe(
      undefined,
    );
    const res = await https.app.inject({ url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
