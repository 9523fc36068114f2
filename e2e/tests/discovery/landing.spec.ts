import { expect, test } from "../../support/test";
import { blockMapTiles } from "./support";

test.beforeEach(async ({ page }) => blockMapTiles(page));

test("the landing page has its sections, anchors and links to the directory", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Free to search. No registration required")).toBeVisible();
  for (const anchor of [
    "how-it-works",
    "drone-services",
    "about",
    "pilots-map",
    "success-stories",
    "faq",
  ]) {
    await expect(page.locator(`#${anchor}`)).toBeAttached();
  }
  for (const step of ["Post in 60 Seconds", "Choose Your Pro", "Get Stunning Results"]) {
    await expect(page.getByRole("heading", { name: step })).toBeAttached();
  }
  for (const name of ["Browse All Pilots", "Browse All Services", "Search Pilots"]) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toHaveAttribute(
      "href",
      "/pilots",
    );
  }
  // The footer's Success Stories anchor lands on a real section.
  await page.goto("/#success-stories");
  await expect(page.getByRole("heading", { name: /Trusted by teams/ })).toBeInViewport();
});

test("the hero search shows anonymized pilots while loading, then results", async ({ page }) => {
  // Hold the preview search so its loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/pilots\/search\?.*anonymized=true/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const panel = page.getByRole("region", { name: "Find a pilot near your project" });
  await expect(panel.getByText("Finding certified pilots in your area...")).toBeVisible();
  release();

  const results = panel.getByRole("list", { name: "Matching pilots" });
  await expect(results.getByRole("listitem")).toHaveCount(6);
  // Anonymized: pseudonyms like "Pilot J.S.", no links to profiles.
  await expect(results.getByText(/^Pilot [A-Z]\.[A-Z]\.$/).first()).toBeVisible();
  await expect(results.getByRole("link")).toHaveCount(0);
  await expect(panel.getByText(/pilots ready to fly/)).toBeVisible();
});

test("a search from the hero panel finds pilots and opens the directory with the same filters", async ({
  page,
}) => {
  await page.goto("/");
  const panel = page.getByRole("region", { name: "Find a pilot near your project" });
  await panel.getByLabel("Location").fill("Austin, TX");
  await panel.getByLabel("Service type").selectOption({ label: "Real Estate" });
  const searched = page.waitForRequest(
    (r) =>
      r.url().includes("/api/pilots/search?") &&
      r.url().includes("location=Austin%2C+TX") &&
      r.url().includes("category=real_estate") &&
      r.url().includes("anonymized=true") &&
      r.url().includes("limit=6"),
  );
  await panel.getByRole("button", { name: "Search pilots" }).click();
  await searched;

  await expect(
    panel.getByRole("heading", { name: "Real Estate pilots near Austin, TX" }),
  ).toBeVisible();
  const results = panel.getByRole("list", { name: "Matching pilots" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  await expect(results).toContainText("TX");
  await expect(panel.getByText(/^Showing \d+ of \d+$/)).toBeVisible();

  await panel.getByRole("link", { name: /See all/ }).click();
  await expect(page).toHaveURL(/\/pilots\?location=Austin%2C\+TX&specialization=real_estate$/);
  await expect(page.getByLabel("Location")).toHaveValue("Austin, TX");
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("real_estate");
  await expect(page.getByText(/match your search near Austin, TX/)).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Pilots" }).getByRole("article").first(),
  ).toBeVisible();
});

test("a place the server cannot find says 'Failed to search pilots' with a hint", async ({
  page,
}) => {
  await page.goto("/");
  const panel = page.getByRole("region", { name: "Find a pilot near your project" });
  await panel.getByLabel("Location").fill("Atlantis, ZZ");
  await panel.getByRole("button", { name: "Search pilots" }).click();
  const alert = panel.getByRole("alert");
  await expect(alert).toContainText("Failed to search pilots");
  await expect(alert).toContainText("Atlantis, ZZ");
});
