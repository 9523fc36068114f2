import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthResponseSchema } from "@skyhire/shared";
import { SERVER_VERSION } from "../../config/packageRoot";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("GET /api/health and /api/ready (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("reports ok, the database kind and the server version on both", async () => {
    for (const url of ["/api/health", "/api/ready"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(healthResponseSchema.parse(res.json())).toEqual({
        status: "ok",
        database: kind,
        version: SERVER_VERSION,
      });
    }
  });

  it("stays live but stops being ready once the database stops answering", async () => {
    await t.database.close();
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "degraded", database: kind, version: SERVER_VERSION });
    const live = await t.app.inject({ url: "/api/health" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: "ok" });
  });
});
