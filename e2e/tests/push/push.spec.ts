import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "../../support/test";
import { api, registerByApi } from "../../support/accounts";

const OFF_TEXT =
  "Get an alert on this device when something happens with your jobs, even when SkyHire is closed.";
const NO_PUSH_SERVICE =
  "This browser couldn't connect to its push service, so push notifications can't be turned on here.";
const BLOCKED = "Notifications are blocked for SkyHire in this browser.";

async function openNotifications(page: Page) {
  await registerByApi(page, "push");
  await page.goto("/notifications");
  const toggle = page.getByRole("switch", { name: "Push notifications" });
  await expect(toggle).toBeVisible();
  return toggle;
}

/**
 * The app's live service worker registration, as DevTools knows it: the newest one for the
 * app's scope that is not deleted (a registration can be replaced while the page settles, and a
 * push sent to the old one is lost).
 */
async function serviceWorkerRegistration(context: BrowserContext, page: Page, baseURL: string) {
  const cdp = await context.newCDPSession(page);
  const live = new Map<string, boolean>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    for (const r of event.registrations) {
      if (r.scopeURL === `${baseURL}/`) live.set(r.registrationId, !r.isDeleted);
    }
  });
  await cdp.send("ServiceWorker.enable");
  const current = () => [...live].filter(([, alive]) => alive).at(-1)?.[0];
  await expect.poll(current).toBeTruthy();
  return {
    /** Delivers `data` as a push to the live registration. */
    push: (data: object) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: baseURL,
        registrationId: current()!,
        data: JSON.stringify(data),
      }),
  };
}

test.describe("push notifications", () => {
  test("the switch is on /notifications and says plainly when this browser cannot subscribe", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"]);
    const toggle = await openNotifications(page);
    await expect(page.getByText(OFF_TEXT)).toBeVisible();
    await expect(toggle).not.toBeChecked();

    // The app registered its service worker for the whole site.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);

    // Headless Chromium has no push service to subscribe with: the switch says so and stays off.
    await toggle.click();
    await expect(page.getByRole("alert")).toContainText(NO_PUSH_SERVICE);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
  });

  test("with notifications blocked, the switch explains how to allow them", async ({ page }) => {
    const toggle = await openNotifications(page);
    // Headless Chromium answers the permission prompt with "denied".
    await toggle.click();
    await expect(page.getByText(BLOCKED)).toBeVisible();
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
  });

  test("the service worker shows a push with the app's icons, its tag and its link", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"]);
    await openNotifications(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const worker = await serviceWorkerRegistration(context, page, baseURL!);
    // What the server sends (apps/server/src/features/push/payload.ts), delivered as a push.
    const application = {
      title: "New application",
      body: 'Pat Pilot applied to "Lake house photos" with a quote of $400.',
      link: "/client-jobs?job=42",
      tag: "application_received:/client-jobs?job=42",
    };

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
          icon: n.icon,
          badge: n.badge,
        })),
      );
    // Sent again while nothing shows (a push sent while the worker was being replaced is
    // lost); the tag makes a repeat replace the first, so exactly one must show.
    const shownAfterPush = async () => {
      if ((await shown()).length === 0) await worker.push(application);
      return shown();
    };
    await expect.poll(shownAfterPush).toEqual([
      {
        title: "New application",
        body: 'Pat Pilot applied to "Lake house photos" with a quote of $400.',
        tag: "application_received:/client-jobs?job=42",
        data: { link: "/client-jobs?job=42" },
        icon: `${baseURL}/icons/icon-192x192.png`,
        badge: `${baseURL}/icons/badge-72x72.png`,
      },
    ]);

    // A link to another site is never followed: the push opens the notifications page instead.
    const odd = { title: "Odd", body: "", link: "https://evil.example/", tag: "odd" };
    await expect
      .poll(async () => {
        const shownOdd = (await shown()).find((n) => n.title === "Odd");
        if (!shownOdd) await worker.push(odd);
        return shownOdd?.data;
      })
      .toEqual({ link: "/notifications" });
  });

  test("the server's VAPID key was generated once into the data folder and is served", async ({
    page,
  }) => {
    const response = await api(page, "GET", "/api/push/config");
    const { publicKey } = (await response.json()) as { publicKey: string };
    const stored = JSON.parse(
      await readFile(join(process.env.E2E_DATA_DIR!, "vapid-keys.json"), "utf8"),
    ) as { publicKey: string };
    expect(publicKey).toBe(stored.publicKey);
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});
