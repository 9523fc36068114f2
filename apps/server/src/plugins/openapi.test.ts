import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/testApp";

describe("OpenAPI document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("is served at /api/openapi.json and documents the routes from their zod schemas", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/auth/user", "/api/auth/config"]),
    );
    const health = doc.paths["/api/health"].get.responses["200"].content["application/json"].schema;
    expect(health.properties.database.enum).toEqual(["pglite", "postgres"]);
    expect(doc.paths["/api/openapi.json"]).toBeUndefined();
  });

  it("serves the Swagger UI at /api/docs", async () => {
    const res = await t.app.inject({ url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });
});
