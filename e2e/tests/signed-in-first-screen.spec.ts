import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { DEMO, signInByApi } from "../support/accounts";

// A signed-in entry page's first screen comes drawn in its HTML (server features/pageRender,
// web routes/prerender.tsx `renderSignedIn`), and the app hydrates it.

test("a signed-in dashboard is on screen before the app's code has run", async ({ page }) => {
  await signInByApi(page, DEMO.client);
  // The app's code never arrives: what shows is the page's HTML alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Command Center");
  await expect(page.getByText("Welcome back, Jordan!")).toBeVisible();
});

/**
 * The page as the DOM holds it: each element with its attributes sorted and form controls by
 * their live values (hydration writes properties, a first render attributes), useId's ids
 * and the screen's own markers left out. Two drawings of the same page compare equal.
 */
async function drawnPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skipped = new Set(["selected", "value", "checked", "data-prerendered", "inert"]);
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element)) return "";
      // An avatar shows its image once this browser has loaded it: a moment, not a drawing.
      if (node.getAttribute("data-slot") === "avatar") return "<AVATAR>";
      const attributes = Array.from(node.attributes)
        .filter((attribute) => !skipped.has(attribute.name))
        .map((attribute) => `${attribute.name}="${attribute.value}"`);
      if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) {
        attributes.push(`.value="${node.value}"`);
      }
      if (node instanceof HTMLInputElement) attributes.push(`.checked=${node.checked}`);
      if (node instanceof HTMLOptionElement) attributes.push(`.selected=${node.selected}`);
      const inside = Array.from(node.childNodes, walk).join("");
      return `<${node.tagName} ${attributes.sort().join(" ")}>${inside}</${node.tagName}>`;
    };
    return walk(document.getElementById("root")!).replace(/_[Rr]_[0-9a-zA-Z]*_/g, "_id_");
  });
}

/** Where two drawings first differ, with some markup around it; null when they are equal. */
function firstDifference(a: string, b: string): { at: number; a: string; b: string } | null {
  if (a === b) return null;
  let at = 0;
  while (a[at] === b[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 200), at + 300);
  return { at, a: around(a), b: around(b) };
}

/** Opens `url` with every API answer held back (the page's data stays loading) once drawn. */
async function openWithDataPending(page: Page, url: string): Promise<string> {
  await page.route("**/api/**", () => {});
  await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root && !root.inert && root.querySelector("h1");
  });
  // What comes in its own time on any page: the account menu's code, the toast area (after
  // the first page), images.
  await expect(page.locator('[aria-label$=", your account"]')).toBeAttached();
  await expect(page.locator('[aria-label="Notifications (F8)"]')).toBeAttached();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  return drawnPage(page);
}

const PAGES = [
  { who: DEMO.client, path: "/dashboard", colorScheme: "dark", width: 390 },
  { who: DEMO.both, path: "/dashboard", colorScheme: "light", width: 1280 },
  { who: DEMO.pilot, path: "/job-board", colorScheme: "dark", width: 1280 },
] as const;

for (const { who, path, colorScheme, width } of PAGES) {
  test(`hydrated, ${path} for ${who} is the page the browser draws itself (${colorScheme}, ${width} px)`, async ({
    browser,
  }) => {
    // A zone far from the server's: what depends on the viewer's day must not come from it.
    const options = {
      colorScheme,
      viewport: { width, height: 900 },
      timezoneId: "Pacific/Kiritimati",
    };
    const drawn = await browser.newContext(options);
    const own = await browser.newContext(options);
    const drawnPageTab = await drawn.newPage();
    const ownPageTab = await own.newPage();
    const errors: string[] = [];
    drawnPageTab.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await signInByApi(drawnPageTab, who);
    await signInByApi(ownPageTab, who);

    const hydrated = await openWithDataPending(drawnPageTab, path);
    expect(await drawnPageTab.locator("#root").getAttribute("data-prerendered")).toBe(path);
    // With a query the server draws nothing: the browser renders the page itself.
    const rendered = await openWithDataPending(ownPageTab, `${path}?drawn=browser`);
    expect(await ownPageTab.locator("#root").getAttribute("data-prerendered")).toBeNull();
    expect(firstDifference(hydrated, rendered)).toBeNull();
    expect(errors).toEqual([]);
    await drawn.close();
    await own.close();
  });
}

for (const timezoneId of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });
    test("the dashboard's calendar marks the viewer's today, not the server's", async ({
      page,
    }) => {
      await signInByApi(page, DEMO.client);
      await page.goto("/dashboard");
      const today = await page.evaluate(() => {
        const now = new Date();
        const pad = (n: number) => String(n).padStart(2, "0");
        return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      });
      await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
      await expect(page.locator(`td[data-day="${today}"] [aria-current="date"]`)).toBeVisible();
    });
  });
}
