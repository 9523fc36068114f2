import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextTestIp } from "../testing/browser";
import { buildTestApp, testConfig, testDatabases, type TestApp } from "../testing/testApp";
import { TEST_PASSWORD } from "../testing/users";
import { allowedOrigins } from "./origins";
import { CROSS_SITE_MESSAGE } from "./sameOrigin";

/** Signs up as a browser would that opened the app at `host` and sends `origin`. */
async function register(t: TestApp, headers: { origin: string; host: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: nextTestIp(),
    headers,
    payload: {
      email: `origin-${Math.random().toString(36).slice(2)}@example.com`,
      password: TEST_PASSWORD,
      firstName: "Origin",
      lastName: "Form",
    },
  });
}

/** The browser's view: the address it opened is its Origin and its Host. */
const opened = (origin: string) => ({ origin, host: new URL(origin).host });

describe.each(testDatabases())("origins with APP_URL unset (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PORT: "5000" } });
  });
  afterAll(() => t.close());

  it.each(["http://localhost:5000", "http://127.0.0.1:5000", "http://[::1]:5000"])(
    "accepts the loopback form %s on the server's port",
    async (origin) => {
      expect((await register(t, opened(origin))).statusCode).toBe(201);
      // Also when a proxy in between (the Vite dev server, a tunnel) rewrote Host.
      expect((await register(t, { origin, host: "localhost:5000" })).statusCode).toBe(201);
    },
  );

  it.each(["http://192.168.1.20:5000", "http://skyhire-box.lan:5000", "http://skyhire-box"])(
    "accepts %s when the request was sent to that host",
    async (origin) => {
      expect((await register(t, opened(origin))).statusCode).toBe(201);
    },
  );

  it.each([
    ["another site", "https://evil.example", "127.0.0.1:5000"],
    ["a loopback name on another port", "http://127.0.0.1:5001", "127.0.0.1:5000"],
    ["another scheme", "https://127.0.0.1:5000", "127.0.0.1:5000"],
    ["a LAN host the request was not sent to", "http://192.168.1.20:5000", "192.168.1.21:5000"],
    ["an opaque origin", "null", "127.0.0.1:5000"],
  ])("refuses %s", async (_what, origin, host) => {
    const res = await register(t, { origin, host });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
  });

  it("ignores X-Forwarded-Host and -Proto unless TRUST_PROXY trusts the sender", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: {
        origin: "https://skyhire.example",
        host: "127.0.0.1:5000",
        "x-forwarded-host": "skyhire.example",
        "x-forwarded-proto": "https",
      },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it("mails reset links to the origin the request came to", async () => {
    const signUp = await register(t, opened("http://192.168.1.20:5000"));
    expect(signUp.statusCode).toBe(201);
    const address = (signUp.json() as { user: { email: string } }).user.email;
    const before = t.mail.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextTestIp(),
      headers: opened("http://192.168.1.20:5000"),
      payload: { email: address },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => t.mail.length).toBe(before + 1);
    expect(t.mail[before]?.text).toContain("http://192.168.1.20:5000/reset-password?token=");
  });
});

describe.each(testDatabases())("origins with APP_URL set (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { PORT: "5000", APP_URL: "https://skyhire.example", TRUST_PROXY: "1" },
    });
  });
  afterAll(() => t.close());

  it("accepts APP_URL's origin only", async () => {
    const own = { origin: "https://skyhire.example", host: "skyhire.example" };
    expect((await register(t, own)).statusCode).toBe(201);
    for (const origin of [
      "http://localhost:5000",
      "http://127.0.0.1:5000",
      "http://[::1]:5000",
      "http://192.168.1.20:5000",
    ]) {
      const res = await register(t, opened(origin));
      expect(res.statusCode, origin).toBe(403);
    }
  });

  it("mails links to APP_URL whatever Host the request named", async () => {
    const signUp = await register(t, {
      origin: "https://skyhire.example",
      host: "skyhire.example",
    });
    const address = (signUp.json() as { user: { email: string } }).user.email;
    const before = t.mail.length;
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextTestIp(),
      headers: { origin: "https://skyhire.example", host: "evil.example" },
      payload: { email: address },
    });
    await expect.poll(() => t.mail.length).toBe(before + 1);
    expect(t.mail[before]?.text).toContain("https://skyhire.example/reset-password?token=");
  });
});

describe.each(testDatabases())("origins behind a trusted proxy, APP_URL unset (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PORT: "5000", TRUST_PROXY: "1" } });
  });
  afterAll(() => t.close());

  it("takes the public origin from the proxy's X-Forwarded-Host and -Proto", async () => {
    const res = await register(t, {
      origin: "https://skyhire.example",
      host: "10.0.0.2:5000",
      ...{ "x-forwarded-host": "skyhire.example", "x-forwarded-proto": "https" },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("allowed origins", () => {
  it("is APP_URL's origin, plus the Vite dev server in development", () => {
    expect([...allowedOrigins(testConfig({ APP_URL: "https://skyhire.example/app/" }))]).toEqual([
      "https://skyhire.example",
    ]);
    const dev = allowedOrigins({ appUrl: "http://localhost:5000", nodeEnv: "development" });
    expect(dev.has("http://localhost:5173")).toBe(true);
    const prod = allowedOrigins({ appUrl: "http://localhost:5000", nodeEnv: "production" });
    expect(prod.has("http://localhost:5173")).toBe(false);
  });
});
