import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAGE_DATA_ELEMENT_ID,
  PAGE_SESSION_ELEMENT_ID,
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY,
} from "@skyhire/shared";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const SHELL =
  '<!doctype html><body><div id="root"></div><script>show()</script><script>start()</script></body>';

// Stands in for the web build's Node bundle (apps/web routes/prerender.tsx), on paths the
// server has it draw (drawnByServer): the dashboard from the session it is given, Messages
// and /pilots/mine from the API's answer for the visitor's cookie, /pilots/status from a public
// answer (each carrying the data it drew); it fails on the job board and loops forever on the
// client dashboard. It would draw /profile too, were it asked (the server does not ask).
const FAKE_BUNDLE = `
const drawn = (text, data) => ({ screens: ["<h1>Light, " + text + "</h1>", "<h1>Dark, " + text + "</h1>"], data });
const fromApi = async (load, url) => {
  const answer = await load(url);
  if (answer === undefined) return null;
  return drawn(answer.user ? answer.user.firstName : answer.status, [[[url], answer]]);
};
export async function renderPage(path, session, load) {
  if (path === "/job-board") throw new Error("render failed");
  if (path === "/client-dashboard") for (;;) {}
  if (path === "/messages" || path === "/pilots/mine") return fromApi(load, "/api/auth/user");
  if (path === "/pilots/status") return fromApi(load, "/api/health");
  if (path === "/pilots/elsewhere") return (await load("/outside")) === undefined ? null : drawn("?", []);
  if (path === "/profile") return drawn("profile", []);
  if (path !== "/dashboard" || !session) return null;
  return drawn(session.user.firstName, []);
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
    for (const url of ["/profile", "/job-board"]) {
      const page = await browser.request({ url, headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(PAGE_SESSION_ELEMENT_ID);
      expect(page.body).not.toContain("<template");
    }
  });

  it("a render stuck in a loop holds the page a second; the worker is replaced", async () => {
    const started = Date.now();
    const page = await browser.request({ url: "/client-dashboard", headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(PAGE_SESSION_ELEMENT_ID);
    expect(page.body).not.toContain("<template");
    expect(Date.now() - started).toBeLessThan(5_000);
    // The stuck worker is gone: the next page is drawn by a new one.
    const next = await browser.request({ url: "/dashboard", headers: HTML });
    expect(next.body).toContain("<h1>Light, Avery</h1>");
  });

  it("a page drawn from its data asks the API with the visitor's cookie and carries what it drew", async () => {
    const page = await browser.request({ url: "/messages", headers: HTML });
    expect(page.body).toContain('<template id="prerendered:/messages"><h1>Light, Avery</h1>');
    const data = page.body.match(
      new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`),
    );
    const [[key, answer]] = JSON.parse(data![1]!) as [[string[], { user: { firstName: string } }]];
    expect(key).toEqual(["/api/auth/user"]);
    expect(answer.user.firstName).toBe("Avery");
    expect(page.body.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(page.body.indexOf('id="root"'));
  });

  it("a visitor's page drawn from public data carries it and no session", async () => {
    const page = await t.app.inject({ url: "/pilots/status", headers: HTML });
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('<template id="prerendered:/pilots/status"><h1>Light, ok</h1>');
    expect(page.body).toContain(PAGE_DATA_ELEMENT_ID);
    expect(page.body).not.toContain(PAGE_SESSION_ELEMENT_ID);
  });

  it("data the API refuses, or that is not the API's, leaves the page undrawn", async () => {
    const visitor = await t.app.inject({ url: "/pilots/mine", headers: HTML });
    expect(visitor.body).toBe(SHELL);
    const outside = await browser.request({ url: "/pilots/elsewhere", headers: HTML });
    expect(outside.body).not.toContain("<template");
    expect(outside.body).not.toContain(PAGE_DATA_ELEMENT_ID);
  });

  it("a visitor gets the shell as built where only a signed-in page is drawn; the Node bundle is never served", async () => {
    for (const url of ["/dashboard", "/messages"]) {
      const visitor = await t.app.inject({ url, headers: HTML });
      expect(visitor.body).toBe(SHELL);
    }
    const bundle = await t.app.inject({ url: `/${SERVER_RENDER_DIR}/${SERVER_RENDER_ENTRY}` });
    expect(bundle.statusCode).toBe(404);
    expect(bundle.body).not.toContain("renderPage");
  });
});
