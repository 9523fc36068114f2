import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, type Page } from "../../support/test";

/**
 * axe-core itself, put into each document once and run there as often as the test asks.
 * @axe-core/playwright injected it anew for every pass and finished each run in a fresh blank
 * page, handing it every passing node: about 2 s a full pass against 0.2 s here (same rules,
 * same engine; measured 2026-11-29 over four screens), and the sweep's passes were most of the
 * browser suite's time in CI. What that runner added is frames: SkyHire's screens have none
 * (Stripe's card field, when Stripe is configured, is Stripe's own page, not swept either way).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (issue 19). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

export const WIDTHS = [1280, 390] as const;
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/**
 * What axe needs to read the colours people see once the screen is still:
 * - sections off screen skip rendering (content-visibility: auto), and axe reads colours from
 *   the rendered layout: stale there, it takes another section's background. Render them all.
 * - colours ease between themes (transition-colors): read mid-way, a dialog's dark text sat on
 *   its light background of a moment before. Switch them at once.
 */
async function settleStyles(page: Page) {
  await page.addStyleTag({
    content:
      "*, *::before, *::after { content-visibility: visible !important; transition: none !important; }",
  });
}

/** Follows the OS setting (the default "system" theme), which the app applies without a reload. */
export async function useTheme(page: Page, theme: Theme) {
  await settleStyles(page);
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * Waits for the screen's data, all the way down: no request in flight, no loading skeleton or
 * spinner, and the route's code chunk in place ("Loading page..." gone).
 */
export async function waitForData(page: Page) {
  await page.waitForLoadState("networkidle");
  // Sections below the fold (the landing page's map) load their data once scrolled into view.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const busy = page
    .locator(
      '[aria-busy="true"], [data-slot="skeleton"], [role="status"]:has-text("Loading"), [role="status"]:has-text("Checking your session")',
    )
    .filter({ visible: true });
  // A slow machine may scroll past a lazy section before it notices: bring the first one still
  // busy into view each round. (Not every one: a skeleton list has dozens of parts that vanish
  // together, and waiting on each vanished part used up the whole timeout. And only when there
  // is one: scrolling to a part that is not there waits out its timeout, a second every test.)
  await expect(async () => {
    if ((await busy.count()) > 0) {
      await busy
        .first()
        .scrollIntoViewIfNeeded({ timeout: 1_000 })
        .catch(() => {});
    }
    await expect(busy).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  // Bounded: with every busy part gone the data is in. Once (CI of 2026-11-27, the operator's
  // credential queue with 52 embedded PDFs the browser refused to show), the network never
  // went quiet after scrolling, and the wait alone used up the whole test.
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The coverage map's city markers may overlap where cities are close: WCAG 2.5.8's "essential"
 * exception (a pin's position is the information; the Understanding document names maps).
 */
function isExempt(rule: string, html: string): boolean {
  return rule === "target-size" && html.includes("leaflet-marker-icon");
}

/** Rules whose outcome depends on colour: all a theme changes. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

type Violation = AxeResults["violations"][number];

/** Violations only: axe then keeps one node of each passing rule instead of all of them. */
async function runAxe(page: Page, coloursOnly: boolean): Promise<Violation[]> {
  const options: RunOptions = {
    runOnly: coloursOnly
      ? { type: "rule", values: COLOUR_RULES }
      : { type: "tag", values: WCAG_TAGS },
    resultTypes: ["violations"],
  };
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOptions) => {
    type Axe = { run(context: Document, options: RunOptions): Promise<AxeResults> };
    const { axe } = window as unknown as { axe: Axe };
    return (await axe.run(document, runOptions)).violations;
  }, options);
}

/**
 * Runs axe over the page as it is now (only the colour rules when `coloursOnly`); serious and
 * critical violations fail with their nodes.
 */
export async function expectAccessible(page: Page, label: string, coloursOnly = false) {
  await settleStyles(page);
  const failing = (await runAxe(page, coloursOnly))
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ""))
    .map((v) => ({ ...v, nodes: v.nodes.filter((node) => !isExempt(v.id, node.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(" "),
        html: node.html.slice(0, 200),
        why: (node.any[0]?.message ?? node.failureSummary ?? "").slice(0, 200),
      })),
    }));
  expect(failing, `${label}: serious or critical axe violations`).toEqual([]);
}

/**
 * Every width and theme of the current screen, without reloading between them. A theme changes
 * colours only, so the dark pass runs the colour rules; each width gets every rule once.
 */
export async function expectAccessibleEverywhere(page: Page, label: string) {
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `${label} at ${width}px, ${theme}`, theme === "dark");
    }
  }
}
