import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SESSION_ELEMENT_ID, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY } from "@skyhire/shared";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const SHELL =
  '<!doctype html><body><div id="root"></div><script>show()</script><script>start()</script></body>';

// Stands in for the web build's Node bundle (apps/web routes/prerender.tsx): it draws from
// the session it is given, fails on one path and loops forever on another.
const FAKE_BUNDLE = `
export async function renderSignedIn(path, session) {
  if (path === "/broken") throw new Error("render failed");
  if (path === "/stuck") for (;;) {}
  if (path !== "/dashboard") return null;
  const name = session.user.firstName;
  return ["<h1>Light, " + name + "</h1>", "<h1>Dark, " + name + "</h1>"];
}
`;

describe("a signed-in entry page carries its first screen", () => {
  let t: TestApp;
  let dist: string;
  let browser: TestBrowser;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "skyhire-web-"));
    writeFileSync(join(dist, "index.html"), `<!doctype html><div id="root"></div>`);
    writeFileSync(join(dist, "shell.html"), SHELL);
    mkdirSync(join(dist, SERVER_RENDER_DIR));
    writeFileSync(join(dist, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY), FAKE_BUNDLE);
    t = await buildTestApp("pglite", { env: { WEB_DIST_DIR: dist } });
    const user = await createTestUser(t.database.db, { firstName: "Avery" });
    browser = new TestBrowser(t);
    await browser.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("drawn for the session, a screen per theme, after the root and before the scripts", async () => {
    const page = await browser.request({ url: "/dashboard", headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    const html = page.body;
    const light = '<template id="prerendered:/dashboard"><h1>Light, Avery</h1></template>';
    const dark = '<template id="prerendered:/dashboard:dark"><h1>Dark, Avery</h1></template>';
    expect(html).toContain(`<div id="root"></div>${light}${dark}<script>show()</script>`);
    expect(html.indexOf(PAGE_SESSION_ELEMENT_ID)).toBeLessThan(html.indexOf('id="root"'));
  });

  it("the same path with a trailing slash gets the same screen (the page shows it there too)", async () => {
    const page = await browser.request({ url: "/dashboard/", headers: HTML });
    expect(page.body).toContain('<template id="prerendered:/dashboard">');
  });

  it("not for an address with a query, whose screen could differ: the session only", async () => {
    const page = await browser.request({ url: "/dashboard?view=client", headers: HTML });
    expect(page.body).toContain(PAGE_SESSION_ELEMENT_ID);
    expect(page.body).not.toContain("<template");
  });

  it("a page the app does not draw on the server, or fails to, goes with the session only", async () => {
    for (const url of ["/messages", "/broken"]) {
      const page = await browser.request({ url, headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(PAGE_SESSION_ELEMENT_ID);
      expect(page.body).not.toContain("<template");
    }
  });

  it("a render stuck in a loop holds the page a second; the worker is replaced", async () => {
    const started = Date.now();
    const page = await browser.request({ url: "/stuck", headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(PAGE_SESSION_ELEMENT_ID);
    expect(page.body).not.toContain("<template");
    expect(Date.now() - started).toBeLessThan(5_000);
    // The stuck worker is gone: the next page is drawn by a new one.
    const next = await browser.request({ url: "/dashboard", headers: HTML });
    expect(next.body).toContain("<h1>Light, Avery</h1>");
  });

  it("a visitor gets the shell as built; the Node bundle is never served", async () => {
    const visitor = await t.app.inject({ url: "/dashboard", headers: HTML });
    expect(visitor.body).toBe(SHELL);
    const bundle = await t.app.inject({ url: `/${SERVER_RENDER_DIR}/${SERVER_RENDER_ENTRY}` });
    expect(bundle.statusCode).toBe(404);
    expect(bundle.body).not.toContain("renderSignedIn");
  });
});
