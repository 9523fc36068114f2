import { expect, test, type Page } from "../support/test";

/** Records, per view transition, the animations that run on the leaving page's snapshot. */
async function recordPageExits(page: Page) {
  await page.addInitScript(() => {
    const exits: string[][] = [];
    (window as unknown as { pageExits: string[][] }).pageExits = exits;
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update: () => void) => {
      const transition = start(update);
      void transition.ready.then(() => {
        exits.push(
          document
            .getAnimations()
            .filter(
              (a) =>
                (a.effect as KeyframeEffect | null)?.pseudoElement ===
                "::view-transition-old(page)",
            )
            .map((a) => (a as CSSAnimation).animationName),
        );
      });
      return transition;
    }) as typeof document.startViewTransition;
  });
}

const pageExits = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageExits: string[][] }).pageExits);

async function followLinkToRegister(page: Page) {
  await page.goto("/login");
  await expect(page.locator("#root")).not.toHaveAttribute("inert", { timeout: 20_000 });
  await page.getByRole("link", { name: "Create one" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { name: "Join SkyHire" })).toBeVisible();
}

test("leaving a page fades and scales it out", async ({ page }) => {
  await recordPageExits(page);
  await followLinkToRegister(page);
  await expect.poll(() => pageExits(page)).toEqual([["page-out"]]);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("pages change without a transition", async ({ page }) => {
    await recordPageExits(page);
    await followLinkToRegister(page);
    expect(await pageExits(page)).toEqual([]);
  });
});
