import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/testApp";
import { inlineScriptHashes } from "./contentSecurityPolicy";
import { PERMISSIONS_POLICY } from "./securityHeaders";

/** The policy's directives by name, e.g. policy["script-src"] = ["'self'", …]. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  const entries = String(header ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...values]) => [name, values]);
  return Object.fromEntries(entries) as Record<string, string[]>;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const LOADER_SCRIPT = '(function(){var s=document.createElement("script");})();';
const BUILT_INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script>
<script type="application/ld+json">{"@type":"Organization"}</script></head>
<body><div id="root"></div><script>${LOADER_SCRIPT}</script>
<script type="module" src="/assets/index-abc.js"></script></body></html>`;

describe("security headers", () => {
  let t: TestApp;
  let https: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skyhire-csp-"));
    writeFileSync(join(dist, "index.html"), BUILT_INDEX);
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: dist } });
    // One app for https and Stripe: each PGlite app costs seconds to start.
    https = await buildTestApp("pglite", {
      env: {
        APP_URL: "https://skyhire.example",
        STRIPE_SECRET_KEY: "sk_test_csp",
        STRIPE_PUBLISHABLE_KEY: "pk_test_csp",
      },
    });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await https.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers pages, the API and errors with no framing, no sniffing and a same-site referrer", async () => {
    for (const url of [
      "/",
      "/dashboard",
      "/api/health",
      "/api/jobs/client",
      "/api/no-such-route",
    ]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      const policy = directives(res.headers["content-security-policy"]);
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(policy["frame-ancestors"], url).toEqual(["'none'"]);
      expect(policy["default-src"], url).toEqual(["'self'"]);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(res.headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it("runs only this origin's scripts and the built index.html's inline scripts, by hash", async () => {
    const res = await t.app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    const policy = directives(res.headers["content-security-policy"]);
    expect(policy["script-src"]).toEqual(["'self'", sha256(THEME_SCRIPT), sha256(LOADER_SCRIPT)]);
    expect(res.headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("names where the app loads images, styles, workers and connections from", async () => {
    const res = await t.app.inject({ url: "/api/health", headers: { host: "127.0.0.1:5000" } });
    const policy = directives(res.headers["content-security-policy"]);
    expect(policy["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tile.openstreetmap.org",
    ]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    // The page's WebSocket (/ws) on the address the browser used.
    expect(policy["connect-src"]).toEqual(["'self'", "ws://127.0.0.1:5000"]);
    expect(policy["worker-src"]).toEqual(["'self'"]);
    expect(policy["manifest-src"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["'self'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);

    // Each address the server is reached by gets its own socket origin, every time (the header
    // sets are kept by origin).
    const socketOrigins = [];
    for (const host of ["192.168.1.20:5000", "127.0.0.1:5000", "skyhire.lan:8080"]) {
      const answer = await t.app.inject({ url: "/api/health", headers: { host } });
      socketOrigins.push(directives(answer.headers["content-security-policy"])["connect-src"]);
    }
    expect(socketOrigins).toEqual([
      ["'self'", "ws://192.168.1.20:5000"],
      ["'self'", "ws://127.0.0.1:5000"],
      ["'self'", "ws://skyhire.lan:8080"],
    ]);
  });

  it("lets Stripe.js, its card iframe and its API in only when Stripe takes payments", async () => {
    const policy = directives(
      (await https.app.inject({ url: "/api/health" })).headers["content-security-policy"],
    );
    expect(policy["script-src"]).toContain("https://js.stripe.com");
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(policy["connect-src"]).toContain("https://api.stripe.com");
    const without = (await t.app.inject({ url: "/api/health" })).headers["content-security-policy"];
    expect(without).not.toContain("stripe.com");
  });

  it("uses the secure WebSocket scheme and HSTS only when the app is served over https", async () => {
    expect((await t.app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toBe(
      undefined,
    );
    const res = await https.app.inject({ url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    // APP_URL set: the pages are on its origin only, whatever Host the proxy sent on.
    const policy = directives(res.headers["content-security-policy"]);
    expect(policy["connect-src"]).toContain("wss://skyhire.example");
  });
});

describe("inline script hashes", () => {
  it("hashes every inline script of the web app's index.html and skips external ones", () => {
    const source = readFileSync(resolve(import.meta.dirname, "../../../web/index.html"), "utf8");
    const inline = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline.join("\n")).toContain("skyhire-theme");
    expect(inlineScriptHashes(source)).toEqual(inline.map(sha256));
    expect(source).toContain('<script type="module" src="/src/main.tsx">');
  });
});
