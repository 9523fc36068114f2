import { expect, test, type Page } from "../../support/test";
import { contrastRatio, type Rgba } from "../../../apps/web/src/features/theme/palette/contrast";
import { THEMES, useTheme, waitForData } from "./axe";

test("the first Tab shows a skip link that moves focus to the content", async ({ page }) => {
  for (const path of ["/", "/pilots"]) {
    await page.goto(path);
    await waitForData(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
  }
});

test("the phone drawer opens on its close button and gives focus back when closed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pilots");
  await waitForData(page);
  const opener = page.getByRole("button", { name: "Open menu" });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(opener).toBeFocused();
});

/** The first visible colour of a computed `box-shadow` or `outline` ("rgb(3, 105, 161) 0px ..."). */
function parseRgb(css: string): Rgba | null {
  for (const match of css.matchAll(/rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/g)) {
    const colour = { r: +match[1]!, g: +match[2]!, b: +match[3]!, a: match[4] ? +match[4] : 1 };
    if (colour.a > 0) return colour;
  }
  return null;
}

/** The focus indicator's colour (ring or outline) and the page behind it. */
async function focusColours(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    const indicator = style.outlineStyle !== "none" ? style.outlineColor : style.boxShadow;
    return { indicator, page: getComputedStyle(document.body).backgroundColor };
  });
}

test("the focus ring stands out at 3:1 from the page in both themes", async ({ page }) => {
  await page.goto("/login");
  await waitForData(page);
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const target of [
      page.getByLabel("Email"),
      page.getByRole("link", { name: "Forgot your password?" }),
    ]) {
      await target.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      // The ring fades in (a short transition): read it once it is drawn in full.
      await expect
        .poll(async () => parseRgb((await focusColours(page)).indicator)?.a, {
          message: "an opaque focus ring",
        })
        .toBe(1);
      const colours = await focusColours(page);
      const ratio = contrastRatio(parseRgb(colours.indicator)!, parseRgb(colours.page)!);
      expect(ratio, `${theme} focus ring ${colours.indicator}`).toBeGreaterThanOrEqual(3);
    }
  }
});
