import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authConfigResponseSchema, REQUEST_ID_HEADER } from "@skyhire/shared";
import { buildTestApp, type TestApp } from "../../testing/testApp";

describe("auth routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite");
  });
  afterAll(() => t.close());

  it("GET /api/auth/user answers 401 when nobody is signed in", async () => {
    const res = await t.app.inject({ url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: "Authentication required",
      requestId: res.headers[REQUEST_ID_HEADER],
    });
  });

  it("GET /api/auth/config lists the local provider and the auth endpoints", async () => {
    const res = await t.app.inject({ url: "/api/auth/config" });
    expect(res.statusCode).toBe(200);
    const body = authConfigResponseSchema.parse(res.json());
    expect(body.providers).toEqual(["local"]);
    expect(body.endpoints).toMatchObject({
      login: "/api/auth/login",
      register: "/api/auth/register",
      logout: "/api/auth/logout",
      user: "/api/auth/user",
    });
    expect(body.features).toEqual({ passwordReset: false, accountLinking: false });
  });
});
