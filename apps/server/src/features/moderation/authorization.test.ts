import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../testing/browser";
import { createJobPilot, createTestClient } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

const id = randomUUID();
const reason = { reason: "A reason long enough to pass validation." };
/** Every operator route of moderation, with a valid body so only the role decides. */
const OPERATOR_ROUTES: { method: "GET" | "POST"; url: string; payload?: object }[] = [
  { method: "GET", url: "/api/admin/users?q=ann" },
  { method: "GET", url: `/api/admin/users/${id}` },
  { method: "POST", url: `/api/admin/users/${id}/suspend`, payload: reason },
  { method: "POST", url: `/api/admin/users/${id}/reinstate`, payload: reason },
  { method: "POST", url: `/api/admin/jobs/${id}/hide`, payload: reason },
  { method: "POST", url: `/api/admin/jobs/${id}/restore`, payload: reason },
  { method: "GET", url: "/api/admin/reports?status=open" },
  {
    method: "POST",
    url: `/api/admin/reports/${id}/decide`,
    payload: { outcome: "dismissed", note: "Nothing to act on here at all." },
  },
  { method: "GET", url: "/api/admin/audit?action=user_suspend" },
];

describe.each(testDatabases())("operator moderation routes, authorization (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("answer anyone without the admin role the 404 of an unknown path, and the signed-out 401", async () => {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    for (const route of OPERATOR_ROUTES) {
      const path = route.url.split("?")[0];
      for (const who of [client.b, pilot.b]) {
        const res = await who.request(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        expect(res.json().message).toBe(`Not found: ${route.method} ${path}`);
      }
      const signedOut = await new TestBrowser(t).request(route);
      expect(signedOut.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    // The same answer as a path that does not exist at all.
    const unknown = await client.b.get("/api/admin/nothing-here");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Not found: GET /api/admin/nothing-here");
  });
});
