import { expect, test } from "../../support/test";
import { blockMapTiles } from "./support";

test.beforeEach(async ({ page }) => blockMapTiles(page));

test("the coverage map shows live statistics and city markers", async ({ page }) => {
  const coverage = page.waitForResponse((r) => r.url().endsWith("/api/pilots/coverage"));
  await page.goto("/#pilots-map");
  const body = await (await coverage).json();
  const section = page.locator("#pilots-map");
  const total = body.clusters.reduce(
    (sum: number, c: { pilotCount: number }) => sum + c.pilotCount,
    0,
  );

  for (const label of ["Licensed Pilots", "Avg Rating", "Cities Served", "Avg Rate/Hour"]) {
    await expect(section.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(section.getByText(String(body.stats.totalPilots), { exact: true })).toBeVisible();
  expect(body.stats.totalPilots).toBe(total);
  await expect(section.locator(".skyhire-marker")).toHaveCount(body.clusters.length);
});

test("a marker opens its popup and side card, which closes and leads to that city's pilots", async ({
  page,
}) => {
  await page.goto("/#pilots-map");
  const section = page.locator("#pilots-map");
  // Denver sits alone on the map, so nothing else covers its marker.
  const denver = section.getByRole("button", { name: /^Denver, CO: \d+ pilots?$/ });
  await denver.click();

  const popup = section.locator(".leaflet-popup-content");
  await expect(popup).toContainText("Denver, CO");
  await expect(popup).toContainText(/\$\d+-\d+\/hr/);
  expect(await popup.locator("li").count()).toBeLessThanOrEqual(3);

  const card = section.getByRole("region", { name: "Pilots in Denver, CO" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toBeHidden();

  await denver.click();
  await section.getByRole("link", { name: "View Pilots in Denver, CO" }).click();
  await expect(page).toHaveURL("/pilots?location=Denver%2C+CO");
  await expect(page.getByText(/match your search near Denver, CO/)).toBeVisible();
});
