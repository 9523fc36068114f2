import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { DEMO, signInByApi } from "../support/accounts";

// An entry page's first screen comes drawn in its HTML (server features/pageRender, web
// routes/prerender.tsx `renderPage`): the signed-in dashboards and job board, and a job or a
// pilot's profile with its data, which the page carries; the app hydrates it.

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
      // React's resource hints (an image's preload): the server's render writes them inline,
      // the browser's into <head>; both ask for the same image early.
      if (node instanceof HTMLLinkElement && node.rel === "preload") return "";
      // An avatar shows its image once this browser has loaded it: a moment, not a drawing.
      if (node.getAttribute("data-slot") === "avatar") return "<AVATAR>";
      // A map comes as it nears the viewport (where the page's parts put it at that moment),
      // drawn by Leaflet in the browser alone, its tiles fading in as they come.
      if (node.getAttribute("data-slot") === "map") return "<MAP>";
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

/**
 * Opens `url` with every API answer held back (the page's data stays loading), but for the
 * page's own data (`ownData`, which a drawn page brings in its HTML), until it is drawn.
 */
async function openWithDataPending(page: Page, url: string, ownData?: string): Promise<void> {
  await page.route("**/api/**", (route) => {
    if (ownData && new URL(route.request().url()).pathname === ownData) void route.continue();
  });
  await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root && !root.inert && root.querySelector("h1");
  });
  // What comes in its own time on any page: the account menu's code, the toast area (after
  // the first page), images.
  const signedIn = (await page.context().cookies()).length > 0;
  if (signedIn) await expect(page.locator('[aria-label$=", your account"]')).toBeAttached();
  await expect(page.locator('[aria-label="Notifications (F8)"]')).toBeAttached();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

type Drawn = {
  who: string | null;
  path: string;
  colorScheme: "light" | "dark";
  width: number;
  /** Far from the server's UTC, east or west: what depends on the viewer's day must not come from it. */
  timezoneId?: string;
  /** A page drawn with its own data: the id in its path, and that data's API address. */
  sample?: (request: APIRequestContext) => Promise<{ id: string; data: string }>;
};

const firstPilot = async (request: APIRequestContext) => {
  const { pilots } = (await (await request.get("/api/pilots/search")).json()) as {
    pilots: { id: string }[];
  };
  return { id: pilots[0]!.id, data: `/api/pilots/${pilots[0]!.id}` };
};
/** A seeded job with a day to show (the seed's fall at 17:00 UTC: the next day in Kiritimati),
 * of `status` when given (other specs add jobs to the same accounts, in every state). */
const firstJob = (list: string, status?: string) => async (request: APIRequestContext) => {
  const jobs = (await (await request.get(list)).json()) as {
    id: string;
    deadline: string;
    status: string;
  }[];
  const mine = jobs.filter((candidate) => !status || candidate.status === status);
  const job = mine.find((candidate) => candidate.deadline) ?? mine[0]!;
  return { id: job.id, data: `/api/jobs/${job.id}` };
};

const PAGES: Drawn[] = [
  { who: DEMO.client, path: "/dashboard", colorScheme: "dark", width: 390 },
  { who: DEMO.both, path: "/dashboard", colorScheme: "light", width: 1280 },
  { who: DEMO.pilot, path: "/job-board", colorScheme: "dark", width: 1280 },
  {
    who: null,
    path: "/pilots/:id",
    colorScheme: "light",
    width: 390,
    timezoneId: "Pacific/Pago_Pago",
    sample: firstPilot,
  },
  { who: DEMO.client, path: "/pilots/:id", colorScheme: "dark", width: 1280, sample: firstPilot },
  {
    who: DEMO.client,
    path: "/jobs/:id",
    colorScheme: "light",
    width: 1280,
    sample: firstJob("/api/jobs/client"),
  },
  {
    who: DEMO.pilot,
    path: "/jobs/:id",
    colorScheme: "dark",
    width: 390,
    timezoneId: "Pacific/Pago_Pago",
    sample: firstJob("/api/jobs/pilot"),
  },
  {
    who: DEMO.client,
    path: "/messages",
    colorScheme: "light",
    width: 390,
    sample: async () => ({ id: "", data: "/api/conversations" }),
  },
  {
    who: DEMO.pilot,
    path: "/messages",
    colorScheme: "dark",
    width: 1280,
    timezoneId: "Pacific/Pago_Pago",
    sample: async () => ({ id: "", data: "/api/conversations" }),
  },
];

for (const { who, path: pattern, colorScheme, width, sample, timezoneId } of PAGES) {
  test(`hydrated, ${pattern} for ${who ?? "a visitor"} is the page the browser draws itself (${colorScheme}, ${width} px)`, async ({
    browser,
  }) => {
    const options = {
      colorScheme,
      viewport: { width, height: 900 },
      timezoneId: timezoneId ?? "Pacific/Kiritimati",
    };
    const drawn = await browser.newContext(options);
    const own = await browser.newContext(options);
    const drawnPageTab = await drawn.newPage();
    const ownPageTab = await own.newPage();
    const errors: string[] = [];
    // Any error but a resource this machine cannot fetch (the map's tiles from the internet),
    // and any uncaught one: React reports a hydration that found other text (#418) that way,
    // then draws the page again.
    drawnPageTab.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) {
        errors.push(m.text());
      }
    });
    drawnPageTab.on("pageerror", (error) => errors.push(String(error)));
    if (who) {
      await signInByApi(drawnPageTab, who);
      await signInByApi(ownPageTab, who);
    }
    const sampled = sample ? await sample(ownPageTab.request) : undefined;
    const path = sampled ? pattern.replace(":id", sampled.id) : pattern;

    // The drawn page asks nothing for its own data: it came with the page.
    await openWithDataPending(drawnPageTab, path);
    expect(await drawnPageTab.locator("#root").getAttribute("data-prerendered")).toBe(path);
    // With a query the server draws nothing: the browser renders the page itself.
    await openWithDataPending(ownPageTab, `${path}?drawn=browser`, sampled?.data);
    expect(await ownPageTab.locator("#root").getAttribute("data-prerendered")).toBeNull();
    // Both settle (a lazy section's code arrives when it arrives) to the same page.
    await expect
      .poll(async () => firstDifference(await drawnPage(drawnPageTab), await drawnPage(ownPageTab)))
      .toBeNull();
    expect(errors).toEqual([]);
    await drawn.close();
    await own.close();
  });
}

test("a job's page drawn with its data takes the rest of its data as it comes, without an error", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Pacific/Kiritimati" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await signInByApi(page, DEMO.client);
  const { id } = await firstJob("/api/jobs/client", "open")(page.request);
  await page.goto(`/jobs/${id}`);
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBe(`/jobs/${id}`);
  // The parts that load their own code and data: an open job's client panel among them.
  await expect(page.getByText("Manage applicants")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
  await context.close();
});

test("a job that cannot be shown is not drawn by the server; the browser says so", async ({
  page,
}) => {
  await signInByApi(page, DEMO.client);
  await page.goto("/jobs/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "This job isn't available" })).toBeVisible();
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBeNull();
});

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
