import { expect, test, type Page } from "../support/test";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/**
 * Pauses the fake clock once the app has taken over the prerendered screen and knows the
 * session (signed out): from then on the 10 s pass only when the test says so. Not earlier:
 * the app's start-up and its queries run on timers too.
 */
async function pauseWhenReady(page: Page) {
  await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: 20_000 });
  await expect(page.getByText("Checking your session...")).toHaveCount(0, { timeout: 20_000 });
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

async function openOnPausedClock(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await pauseWhenReady(page);
}

/** What Chromium dispatches when the app can be installed; prompt() is counted. */
async function offerInstall(page: Page) {
  return page.evaluate(() => {
    const counter = window as unknown as { installPrompts: number };
    counter.installPrompts = 0;
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        counter.installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

const storedFlags = (page: Page) =>
  page.evaluate(() => ({
    shown: localStorage.getItem("pwa-prompt-shown"),
    installed: localStorage.getItem("pwa-installed"),
  }));

test("the install card appears 10 s after the browser offers installation, and only once", async ({
  page,
}) => {
  await openOnPausedClock(page, "/pilots");
  expect(await offerInstall(page)).toBe(true);
  const card = page.getByRole("complementary", { name: "Install SkyHire" });

  await page.clock.runFor(9_900);
  await expect(card).toBeHidden();
  await page.clock.runFor(100);
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Later" })).toBeVisible();

  // The close button is an icon: its name shows as a tooltip on keyboard focus.
  await card.getByRole("button", { name: "Close" }).focus();
  await expect(page.getByRole("tooltip", { name: "Close" })).toBeVisible();

  await card.getByRole("button", { name: "Install" }).click();
  await expect(card).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts),
  ).toBe(1);
  expect(await storedFlags(page)).toEqual({ shown: "true", installed: "true" });

  // Another visit: the offer is left to the browser and no card comes.
  await page.clock.resume();
  await page.reload();
  await pauseWhenReady(page);
  expect(await offerInstall(page)).toBe(false);
  await page.clock.runFor(20_000);
  await expect(card).toBeHidden();
});

test("Later puts the card away for good without installing", async ({ page }) => {
  await openOnPausedClock(page, "/login");
  await offerInstall(page);
  await page.clock.runFor(10_000);
  const card = page.getByRole("complementary", { name: "Install SkyHire" });
  await card.getByRole("button", { name: "Later" }).click();
  await expect(card).toBeHidden();
  expect(await storedFlags(page)).toEqual({ shown: "true", installed: null });
});

test.describe("in Safari on iPhone", () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

  test("the card explains Add to Home Screen in three steps", async ({ page }) => {
    await openOnPausedClock(page, "/pilots");
    await page.clock.runFor(10_000);
    const card = page.getByRole("complementary", { name: "Add to Home Screen" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([
      /Tap\s+Share in Safari/,
      /Tap\s+Add to Home Screen/,
      /Tap\s+Add$/,
    ]);
    await card.getByRole("button", { name: "Close" }).click();
    await expect(card).toBeHidden();
    expect(await storedFlags(page)).toEqual({ shown: "true", installed: null });
  });
});
