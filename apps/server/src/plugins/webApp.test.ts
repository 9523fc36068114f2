import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { PAGE_SESSION_ELEMENT_ID } from "@skyhire/shared";
import { TestBrowser } from "../testing/browser";
import { buildTestApp, sameOriginHeaders, type TestApp } from "../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../testing/users";
import { webAppPlugin } from "./webApp";

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("web app serving with a build present", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skyhire-web-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>SkyHire test shell</title>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(dist, "sw.js"), "self.addEventListener('install', () => {})");
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves index.html at / without long-lived caching", async () => {
    const res = await t.app.inject({ url: "/", headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("SkyHire test shell");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("falls back to index.html for client-side routes", async () => {
    const res = await t.app.inject({ url: "/pilot-dashboard?tab=jobs", headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("SkyHire test shell");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("still answers unknown /api paths with JSON 404, even for HTML requests", async () => {
    const res = await t.app.inject({ url: "/api/nope", headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Not found: GET /api/nope");
  });

  it("does not answer non-page requests (missing files, POSTs) with the shell", async () => {
    const missing = await t.app.inject({
      url: "/assets/missing-999.js",
      headers: { accept: "*/*" },
    });
    expect(missing.statusCode).toBe(404);
    const post = await t.app.inject({
      method: "POST",
      url: "/some/route",
      headers: { ...HTML, ...sameOriginHeaders(t.config) },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe("Not found: POST /some/route");
  });

  it("caches hashed assets forever and sw.js never", async () => {
    const asset = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const sw = await t.app.inject({ url: "/sw.js" });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers["cache-control"]).toBe("no-cache");
  });
});

describe("pages with and without a prerendered first screen", () => {
  let t: TestApp;
  let dist: string;
  // What the web build writes: index.html with the public pages' screens (light and dark), and
  // shell.html, the same document without them.
  const screens =
    '<template id="prerendered:/">home</template><template id="prerendered:/:dark">home</template>' +
    '<template id="prerendered:/login">form</template><template id="prerendered:/login:dark">form</template>';
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skyhire-web-"));
    writeFileSync(join(dist, "index.html"), `<!doctype html><div id="root"></div>${screens}`);
    writeFileSync(join(dist, "shell.html"), '<!doctype html><div id="root"></div>');
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a page with a screen index.html, and every other page the lighter shell", async () => {
    for (const url of ["/login", "/login/", "/?utm_source=mail"]) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.body, url).toContain('id="prerendered:/login"');
    }
    // The screen's script shows none for a page opened with a query: no use sending them.
    const others = ["/dashboard", "/jobs/0b8e6f1c-2a4d-4e7b-9c1f-3d5a6b7c8d9e", "/login/x"];
    for (const url of [...others, "/login?next=%2Fjob-board"]) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("sends a page with a screen as built to a signed-in user too (no session in it)", async () => {
    const user = await createTestUser(t.database.db);
    const browser = new TestBrowser(t);
    await browser.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    const withScreen = await browser.request({ url: "/login", headers: HTML });
    expect(withScreen.body).toContain('id="prerendered:/login"');
    expect(withScreen.body).not.toContain(PAGE_SESSION_ELEMENT_ID);
    const withoutScreen = await browser.request({ url: "/dashboard", headers: HTML });
    expect(withoutScreen.body).toContain(PAGE_SESSION_ELEMENT_ID);
  });
});

describe("a signed-in page's HTML carries its session", () => {
  let t: TestApp;
  let dist: string;
  const shell = '<!doctype html><body><div id="root"></div><script>start()</script></body>';
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skyhire-web-"));
    writeFileSync(join(dist, "index.html"), `<!doctype html><div id="root"></div>`);
    writeFileSync(join(dist, "shell.html"), shell);
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The JSON of the page's session element, or null when it has none. */
  function pageSession(html: string): unknown {
    const match = html.match(
      new RegExp(`<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`),
    );
    return match ? JSON.parse(match[1]!) : null;
  }

  it("as GET /api/auth/user answers it, before the app's root, never stored by a cache", async () => {
    // A name that would end the element if it were written as it is.
    const user = await createTestUser(t.database.db, { firstName: "</script><script>x()" });
    const browser = new TestBrowser(t);
    await browser.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    const api = await browser.get("/api/auth/user");
    expect(api.statusCode).toBe(200);

    const page = await browser.request({ url: "/dashboard", headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(pageSession(page.body)).toEqual(api.json());
    expect(page.body.indexOf(PAGE_SESSION_ELEMENT_ID)).toBeLessThan(page.body.indexOf('id="root"'));
    expect(page.body).not.toContain("</script><script>x()");
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers.vary).toMatch(/cookie/i);

    const compressed = await browser.request({
      url: "/dashboard",
      headers: { ...HTML, "accept-encoding": "gzip, deflate, br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(pageSession(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(api.json());
    // Brotli refused (q=0): gzip, as the static files are negotiated.
    const gzipped = await browser.request({
      url: "/dashboard",
      headers: { ...HTML, "accept-encoding": "br;q=0, gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(pageSession(gunzipSync(gzipped.rawPayload).toString())).toEqual(api.json());
  });

  it("is the shell as built when the session cannot be read (the page still opens)", async () => {
    const app = Fastify();
    await app.register(webAppPlugin, {
      webDistDir: dist,
      personalPageFor: () => Promise.reject(new Error("database unreachable")),
    });
    const page = await app.inject({ url: "/dashboard", headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(shell);
    await app.close();
  });

  it("is the shell as built for a visitor, and for a session that has ended", async () => {
    const visitor = await t.app.inject({ url: "/dashboard", headers: HTML });
    expect(visitor.body).toBe(shell);
    expect(visitor.headers["cache-control"]).toBe("no-cache");

    const user = await createTestUser(t.database.db);
    const browser = new TestBrowser(t);
    await browser.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    await browser.post("/api/auth/logout", {});
    const ended = await browser.request({ url: "/dashboard", headers: HTML });
    expect(ended.body).toBe(shell);
  });
});

describe("precompressed web assets", () => {
  let t: TestApp;
  let dist: string;
  const bundle = "console.log('a precompressed bundle')";
  // What the web build's precompress step writes beside each file.
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skyhire-web-"));
    mkdirSync(join(dist, "assets"));
    const html = "<!doctype html><title>SkyHire compressed shell</title>";
    writeFileSync(join(dist, "index.html"), html);
    writeFileSync(join(dist, "index.html.br"), brotliCompressSync(html));
    writeFileSync(join(dist, "assets", "big-def456.js"), bundle);
    writeFileSync(join(dist, "assets", "big-def456.js.br"), brotliCompressSync(bundle));
    writeFileSync(join(dist, "assets", "big-def456.js.gz"), gzipSync(bundle));
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends the .br or .gz file to browsers that accept it, cached like the original", async () => {
    const br = await t.app.inject({
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await t.app.inject({
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const plain = await t.app.inject({ url: "/assets/big-def456.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it("sends the compressed shell for client-side routes, never cached for long", async () => {
    const res = await t.app.inject({
      url: "/pilots?specialization=wedding",
      headers: { ...HTML, "accept-encoding": "br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("web app serving without a build", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: join(tmpdir(), "skyhire-no-build") } });
  });
  afterAll(() => t.close());

  it("serves a 503 page telling the operator to build, while the API keeps working", async () => {
    const page = await t.app.inject({ url: "/", headers: HTML });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain("npm run build");
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});
