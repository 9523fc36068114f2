import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { dummyPasswordHash } from "./accounts";
import type * as PasswordModule from "./password";
import { verifyPassword } from "./password";

// Wraps the real verifier so the test can see which hash a login checked. A module mock needs
// a module registry of its own: this file runs in the isolated server project
// (vitest.isolated.config.ts).
vi.mock("./password", async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe.each(testDatabases())("signing in with an unknown email (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("runs a full password check against a dummy hash", async () => {
    // Answering without argon2's work would let response times reveal which emails exist.
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    const res = await new TestBrowser(t).post("/api/auth/login", {
      email: `ghost-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: "not-the-password",
    });
    expect(res.statusCode).toBe(404);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(await dummyPasswordHash(), "not-the-password");
  });
});
