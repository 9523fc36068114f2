import { describe, expect, it } from "vitest";
import {
  drawnByServer,
  prerenderedPathsIn,
  prerenderedScreenPath,
  prerenderedTemplateId,
  prerenderedTemplates,
  withoutPrerenderedScreens,
} from "./prerenderedScreens";

const screens =
  prerenderedTemplates("/", "<h1>Home</h1>", "<h1>Home</h1>") +
  prerenderedTemplates("/login", "<form>a</form>", "<form>a</form>");
const page = `<!doctype html><div id="root"></div>${screens}<script>start()</script>`;

describe("prerendered screens in index.html", () => {
  it("names each page's template in both themes", () => {
    expect(prerenderedTemplateId("/pilots", false)).toBe("prerendered:/pilots");
    expect(prerenderedTemplateId("/pilots", true)).toBe("prerendered:/pilots:dark");
  });

  it("carries a page's light screen and its dark one, each under its own id", () => {
    expect(prerenderedTemplates("/job-board", "<p>light</p>", "<p>dark</p>")).toBe(
      '<template id="prerendered:/job-board"><p>light</p></template>' +
        '<template id="prerendered:/job-board:dark"><p>dark</p></template>',
    );
  });

  it("reads which paths have a screen, once each whatever the theme", () => {
    expect(prerenderedPathsIn(page)).toEqual(new Set(["/", "/login"]));
    expect(prerenderedPathsIn("<!doctype html><template>other</template>")).toEqual(new Set());
  });

  it("takes every screen out and leaves the rest of the document", () => {
    expect(withoutPrerenderedScreens(page)).toBe(
      '<!doctype html><div id="root"></div><script>start()</script>',
    );
  });

  it("shows a screen for the path without its trailing slash, the root with any query", () => {
    expect(prerenderedScreenPath("/")).toBe("/");
    expect(prerenderedScreenPath("/?utm_source=mail")).toBe("/");
    expect(prerenderedScreenPath("/login/")).toBe("/login");
    expect(prerenderedScreenPath("/pilots//?")).toBe("/pilots");
  });

  it("shows none for another page opened with a query (its filters may differ)", () => {
    expect(prerenderedScreenPath("/pilots?category=weddings")).toBeNull();
    expect(prerenderedScreenPath("/login?next=%2Fjob-board")).toBeNull();
  });
});

describe("pages the server draws", () => {
  it("draws a pilot's profile for anyone, a job and the dashboards for someone signed in", () => {
    expect(drawnByServer("/pilots/7f3a-22", false)).toBe(true);
    expect(drawnByServer("/jobs/7f3a-22", false)).toBe(false);
    expect(drawnByServer("/jobs/7f3a-22", true)).toBe(true);
    expect(drawnByServer("/dashboard", true)).toBe(true);
    expect(drawnByServer("/dashboard", false)).toBe(false);
    expect(drawnByServer("/messages", true)).toBe(true);
  });

  it("leaves an id with anything but letters, digits and dashes to the browser", () => {
    expect(drawnByServer("/pilots/a%2F..", true)).toBe(false);
    expect(drawnByServer("/jobs/1/edit", true)).toBe(false);
    expect(drawnByServer("/messages", false)).toBe(false);
  });
});
