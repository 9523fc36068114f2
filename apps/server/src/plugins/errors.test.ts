import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorSchema, REQUEST_ID_HEADER } from "@skyhire/shared";
import { buildTestApp, sameOriginHeaders, testDatabases, type TestApp } from "../testing/testApp";
import { HttpError, JSON_BODY_LIMIT_BYTES } from "./errors";

/** Collects JSON log lines so tests can check what operators would see. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: "error", stream } };
}

describe.each(testDatabases())("error responses (%s)", (kind) => {
  let t: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    t = await buildTestApp(kind, { logger: logs.logger });
    // Test-only routes: no real validated route exists yet in this foundation.
    t.app.post(
      "/api/test/signup",
      {
        schema: {
          body: z.object({ email: z.email(), password: z.string().min(8) }),
          querystring: z.object({ ref: z.string().max(3).optional() }),
        },
      },
      async (request) => ({ email: request.body.email }),
    );
    t.app.get("/api/test/crash", async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    t.app.get("/api/test/conflict", async () => {
      throw new HttpError(409, "Already applied", { jobId: "j1" });
    });
  });
  afterAll(() => t.close());

  it("answers unknown /api paths with a JSON 404 naming method and path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/xyz?token=abc" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const body = apiErrorSchema.parse(res.json());
    expect(body.message).toBe("Not found: GET /api/xyz");
    expect(body.requestId).toBe(res.headers[REQUEST_ID_HEADER]);
  });

  it("reports malformed JSON as a 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/signup",
      headers: { ...sameOriginHeaders(t.config), "content-type": "application/json" },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Malformed JSON in request body",
      requestId: res.headers[REQUEST_ID_HEADER],
    });
  });

  it("reports zod validation failures as a 400 with a summary and field details", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/signup",
      headers: sameOriginHeaders(t.config),
      payload: { email: "not-an-email", password: "short" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/^Invalid request: /);
    expect(body.message).toContain("body.email: Invalid email address");
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: "body.email", message: "Invalid email address" },
        { path: "body.password", message: expect.stringMatching(/8/) },
      ]),
    );
    expect(body.requestId).toBe(res.headers[REQUEST_ID_HEADER]);
  });

  it("names the query string in validation details", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/signup?ref=toolong",
      headers: sameOriginHeaders(t.config),
      payload: { email: "a@example.com", password: "long-enough" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("querystring.ref");
  });

  it("lets valid requests through", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/signup",
      headers: sameOriginHeaders(t.config),
      payload: { email: "a@example.com", password: "long-enough" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: "a@example.com" });
  });

  it("refuses bodies over 1 MiB with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/signup",
      headers: { ...sameOriginHeaders(t.config), "content-type": "application/json" },
      payload: JSON.stringify({ email: "x".repeat(JSON_BODY_LIMIT_BYTES), password: "12345678" }),
    });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).message).toMatch(/too large/);
  });

  it("maps HttpError thrown by domain code to its status, message and details", async () => {
    const res = await t.app.inject({ url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: "Already applied", details: { jobId: "j1" } });
  });

  it("masks 5xx messages but logs the full error with request context", async () => {
    const res = await t.app.inject({
      url: "/api/test/crash",
      headers: { [REQUEST_ID_HEADER]: "crash-req-1" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal server error", requestId: "crash-req-1" });
    expect(res.body).not.toContain("secret_table");

    const line = logs.lines.find((l) => l.reqId === "crash-req-1" && l.msg === "Request failed");
    expect(line).toMatchObject({ method: "GET", url: "/api/test/crash" });
    expect(JSON.stringify(line)).toContain("secret_table");
  });
});
