import type { Page } from "../../support/test";

/**
 * Map tiles come from a public tile service; tests run without network, so tile requests are
 * answered at once (as failures) instead of waiting on DNS. The map must work without them.
 */
export async function blockMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}
