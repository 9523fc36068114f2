import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthResponseSchema } from "@skyhire/shared";
import { SERVER_VERSION } from "../../config/packageRoot";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("GET /api/health (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("reports ok, the database kind and the server version", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toEqual({
      status: "ok",
      database: kind,
      version: SERVER_VERSION,
    });
  });

  it("answers 503 degraded once the database stops answering", async () => {
    await t.database.close();
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "degraded", database: kind, version: SERVER_VERSION });
  });
});
