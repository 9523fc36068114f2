import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAcceptableRequestId, REQUEST_ID_HEADER } from "@skyhire/shared";
import { buildTestApp, testDatabases, type TestApp } from "../testing/testApp";

describe.each(testDatabases())("request id (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    t.app.get("/api/test/boom", async () => {
      throw new Error("boom");
    });
  });
  afterAll(() => t.close());

  it("echoes a client-sent id on success", async () => {
    const res = await t.app.inject({
      url: "/api/health",
      headers: { [REQUEST_ID_HEADER]: "req-lx1abc-k3j4h5g6f" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[REQUEST_ID_HEADER]).toBe("req-lx1abc-k3j4h5g6f");
  });

  it("generates an id when none is sent", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    const id = res.headers[REQUEST_ID_HEADER];
    expect(isAcceptableRequestId(id)).toBe(true);
    expect(id).toMatch(/^req-/);
  });

  it("replaces an id that is unsafe to log", async () => {
    const res = await t.app.inject({
      url: "/api/health",
      headers: { [REQUEST_ID_HEADER]: "evil\u001b[31m id with spaces" },
    });
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^req-/);
  });

  it("carries the same id in the header and body of 404s and 500s", async () => {
    for (const url of ["/api/does-not-exist", "/api/test/boom"]) {
      const res = await t.app.inject({ url, headers: { [REQUEST_ID_HEADER]: "client-id-42" } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers[REQUEST_ID_HEADER]).toBe("client-id-42");
      expect(res.json().requestId).toBe("client-id-42");
    }
  });

  it("carries a generated id in the body of a 401", async () => {
    const res = await t.app.inject({ url: "/api/auth/user" });
    expect(res.json().requestId).toBe(res.headers[REQUEST_ID_HEADER]);
  });
});
