import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_ID_HEADER } from "@skyhire/shared";
import { createTestClient, type TestClient } from "../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../testing/testApp";
import { MAX_JSON_DEPTH } from "./inputGuard";

/** `{"a":{"a":...}}` nested `levels` deep, built as text (a value that deep is the attack). */
function nestedJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
}

const MALFORMED_BODIES: [string, string][] = [
  ["5,000 levels deep", nestedJson(5000)],
  [`${MAX_JSON_DEPTH + 1} levels deep`, nestedJson(MAX_JSON_DEPTH + 1)],
  ["NUL in every usual field", JSON.stringify(withEveryField("note\u0000"))],
  ["a lone surrogate", JSON.stringify(withEveryField("\uD800"))],
  ["wrong types", JSON.stringify(withEveryField(12))],
  ["nulls", JSON.stringify(withEveryField(null))],
  ["huge strings", JSON.stringify(withEveryField("x".repeat(200_000)))],
  ["an array", "[1,2,3]"],
  ["a bare string", '"\\u0000"'],
  ["malformed JSON", '{"body": '],
];

/** The field names routes read, all set to the same bad value. */
function withEveryField(value: unknown): Record<string, unknown> {
  const names = ["body", "title", "description", "email", "password", "firstName", "lastName"];
  const more = ["reason", "note", "name", "companyName", "location", "message", "status", "id"];
  return Object.fromEntries([...names, ...more].map((name) => [name, value]));
}

describe.each(testDatabases())("malformed input answers 4xx, never 5xx (%s)", (kind) => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    client = await createTestClient(t);
  });
  afterAll(() => t.close());

  it("refuses a 5,000-level body to approve, with an Idempotency-Key, as 400 with a message", async () => {
    const res = await client.b.request({
      method: "POST",
      url: `/api/jobs/${randomUUID()}/approve`,
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      payload: nestedJson(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `Invalid request: body: nested deeper than ${MAX_JSON_DEPTH} levels`,
      requestId: res.headers[REQUEST_ID_HEADER],
    });
  });

  it("names the field holding a NUL, in the body, the query, the path and headers", async () => {
    const body = await client.b.request({
      method: "PATCH",
      url: `/api/crm/notes/${randomUUID()}`,
      payload: { body: "call back\u0000" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe("Invalid request: body.body: must not contain NUL characters");

    const query = await client.b.get("/api/pilots/search?location=Austin%00");
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^Invalid request: querystring\.location: must not/);

    const path = await client.b.get("/api/pilots/abc%00");
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toMatch(/^Invalid request: params\.\w+: must not contain NUL/);

    const header = await client.b.request({
      method: "POST",
      url: `/api/jobs/${randomUUID()}/approve`,
      headers: { "idempotency-key": "key\u0000" },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toMatch(/headers\.idempotency-key: must not contain NUL/);
  });

  it("answers every state-changing route of the OpenAPI document without a 5xx", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ["post", "put", "patch", "delete"].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(40);

    const failures: string[] = [];
    for (const { method, path } of routes) {
      // Sign-out would end the session the other requests need.
      if (/logout$/.test(path)) continue;
      const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
      for (const [label, payload] of MALFORMED_BODIES) {
        const res = await client.b.request({
          method: method as "POST",
          url,
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          payload,
        });
        // A refusal is always `{ message, requestId }`; a few routes accept anything (204).
        const refusal = res.statusCode >= 400 ? (res.json() as Record<string, unknown>) : null;
        const shaped = typeof refusal?.message === "string" && refusal.requestId !== undefined;
        if (res.statusCode >= 500 || (refusal && !shaped)) {
          failures.push(`${method} ${path} with ${label}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
