import { expect, test, type Page } from "../../support/test";
import { api, CLIENT_PROFILE, PILOT_PROFILE, registerByApi } from "../../support/accounts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function postJob(page: Page, title: string): Promise<string> {
  const response = await api(page, "POST", "/api/jobs", {
    title,
    serviceType: "real_estate",
    description: "Twenty photos of the house and the lake front, golden hour if possible.",
    location: "Austin, TX",
    budget: 450_00,
    deadline: inDays(20),
    deliverables: ["photos"],
    requirements: [],
  });
  return ((await response.json()) as { id: string }).id;
}

/** A new client with one posted job, signed in on `page`. */
async function clientWithJob(page: Page, title: string) {
  await page.route(/tile\.openstreetmap|basemaps|unpkg\.com/, (route) => route.abort());
  await registerByApi(page, "offline");
  await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
  await api(page, "PUT", "/api/profiles/client", CLIENT_PROFILE);
  return postJob(page, title);
}

/** The worker controls the page and has precached this build. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const connection = (page: Page) => page.getByTestId("connection-status");
const savedNotice = (page: Page) => page.getByTestId("offline-saved-data");

test("the app opens offline with what the person saw, and is fresh again when back online", async ({
  page,
  context,
}) => {
  test.slow(); // precaching the build, then several reloads
  const jobId = await clientWithJob(page, "Offline lake house shoot");

  // Online: the three screens are seen once.
  await page.goto("/client-jobs");
  await expect(page.getByText("Offline lake house shoot")).toBeVisible();
  await workerReady(page);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole("heading", { name: "Offline lake house shoot" })).toBeVisible();
  // Seen means the whole page, its lazily loaded parts too (their data is what gets saved).
  const conditions = page.getByRole("region", { name: "Flight conditions" });
  await expect(conditions).toBeVisible();
  await expect(conditions.getByLabel("Loading flight conditions")).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByText("No notifications yet")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (k) => k.startsWith("skyhire-saved:") && localStorage[k].includes('"/api/notifications"'),
        ),
      ),
    )
    .toBe(true);

  // Offline, reloading opens the app from the worker's cache with the saved data.
  await context.setOffline(true);
  await expect(connection(page)).toContainText("You're offline.");
  await page.goto("/client-jobs");
  await expect(page.getByText("Offline lake house shoot")).toBeVisible();
  await expect(savedNotice(page)).toContainText(/^Saved .+; you're offline$/);
  await expect(connection(page)).toContainText("You're offline.");

  // Between screens: the job's page by a link, then notifications.
  await page.getByRole("link", { name: "Offline lake house shoot" }).first().click();
  await page.getByRole("link", { name: "View job page" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole("heading", { name: "Offline lake house shoot" })).toBeVisible();
  await expect(savedNotice(page)).toBeVisible();
  await page.goto("/notifications");
  await expect(page.getByText("No notifications yet")).toBeVisible();
  await expect(savedNotice(page)).toBeVisible();

  // A screen never opened here says it needs the connection, never the error fallback.
  await page.goto("/pilot/earnings");
  await expect(page.getByText("You're offline: this needs a connection")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  // A job posted elsewhere meanwhile shows once the connection is back, without a reload.
  await page.goto("/client-jobs");
  await expect(page.getByText("Offline lake house shoot")).toBeVisible();
  await postJob(page, "Posted while you were away");
  await context.setOffline(false);
  await expect(connection(page)).toContainText("You're back online");
  await expect(page.getByText("Posted while you were away")).toBeVisible();
  await expect(savedNotice(page)).toHaveCount(0);
});

test("a form sent offline says so, and signing out removes the saved data", async ({
  page,
  context,
}) => {
  await clientWithJob(page, "Offline form job");
  await page.goto("/client-jobs");
  await expect(page.getByText("Offline form job")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("skyhire-saved"))),
    )
    .toHaveLength(2);

  await page.goto("/settings/capabilities");
  await page.getByRole("switch", { name: "Fly missions" }).click();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toContainText("You're offline: nothing was sent.");

  await context.setOffline(false);
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("skyhire-saved"))),
    )
    .toEqual([]);
});

test("a chat message sent offline is queued in view and goes once when back online", async ({
  page,
  context,
  browser,
}) => {
  const pilotContext = await browser.newContext();
  const pilot = await pilotContext.newPage();
  try {
    await registerByApi(pilot, "offline-pilot");
    await api(pilot, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
    const profile = await api(pilot, "PUT", "/api/profiles/pilot", PILOT_PROFILE);
    const pilotProfileId = ((await profile.json()) as { pilotProfile: { id: string } }).pilotProfile
      .id;

    await clientWithJob(page, "Offline chat job");
    const started = await api(page, "POST", "/api/conversations", { pilotProfileId });
    const conversationId = ((await started.json()) as { id: string }).id;
    await page.goto(`/messages?c=${conversationId}`);
    const thread = page.getByRole("region", { name: /^Conversation with / });
    await expect(thread.getByText(/^Say hello to /)).toBeVisible();

    await context.setOffline(true);
    const box = thread.getByRole("textbox");
    await box.fill("Typed in the field with no signal");
    await box.press("Enter");
    await expect(thread.getByText("Typed in the field with no signal")).toBeVisible();
    await expect(thread.getByText("Queued: sends when you're back online")).toBeVisible();

    await context.setOffline(false);
    await expect(thread.getByText("Queued: sends when you're back online")).toHaveCount(0);
    await expect(thread.getByText("Typed in the field with no signal")).toBeVisible();
    // The label goes as the message starts sending; the pilot sees it once the send is done.
    const pilotSees = async () => {
      const messages = await api(pilot, "GET", `/api/conversations/${conversationId}/messages`);
      return ((await messages.json()) as { messages: { body: string }[] }).messages.map(
        (m) => m.body,
      );
    };
    await expect.poll(pilotSees).toEqual(["Typed in the field with no signal"]);
    // Once, not again later (a queued send retried after it had gone would show twice).
    await page.waitForTimeout(1_000);
    expect(await pilotSees()).toEqual(["Typed in the field with no signal"]);
  } finally {
    await pilotContext.close();
  }
});

test("a network lost before the live updates' code arrived leaves the page whole, and they start once back", async ({
  page,
  context,
}) => {
  await clientWithJob(page, "Signal lost early");
  // The socket's code loads a moment after the first page: hold it until the network is gone,
  // as a pilot walking out of coverage right after opening the app would see it fail.
  // (The service worker's registration, retried the same way, is covered by its unit test.)
  let networkGone!: () => void;
  const offline = new Promise<void>((resolve) => (networkGone = resolve));
  const socketCode = /\/assets\/RealtimeConnector-[^/]*\.js$/;
  await page.route(socketCode, async (route) => {
    await offline;
    await route.abort("internetdisconnected");
  });
  await page.goto("/client-jobs");
  await expect(page.getByText("Signal lost early")).toBeVisible();

  const failed = page.waitForEvent("requestfailed", (r) => r.url().includes("RealtimeConnector"));
  await context.setOffline(true);
  networkGone();
  await failed;
  await expect(connection(page)).toContainText("You're offline.");
  await expect(page.getByText("Signal lost early")).toBeVisible();

  await page.unroute(socketCode);
  const socket = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/ws"));
  await context.setOffline(false);
  await socket;
  await expect(page.getByText("Signal lost early")).toBeVisible();
});

test("the worker precaches this build's shell and chunks and removes an older build's cache", async ({
  page,
}) => {
  // An older build's precache, there before this build's worker installs.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("old-cache-made")) return;
    sessionStorage.setItem("old-cache-made", "1");
    void caches
      .open("skyhire-precache-build-older")
      .then((cache) => cache.put("/assets/Old-page.js", new Response("old")));
  });
  await page.goto("/pilots");
  await workerReady(page);
  await expect
    .poll(() => page.evaluate(() => caches.keys()))
    .toEqual([expect.stringMatching(/^skyhire-precache-build-[0-9a-z]+$/)]);
  const cached = await page.evaluate(async () => {
    const [name] = await caches.keys();
    const cache = await caches.open(name!);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached).toContain("/index.html");
  expect(cached.some((path) => /^\/assets\/NotificationsPage-.+\.js$/.test(path))).toBe(true);
});
