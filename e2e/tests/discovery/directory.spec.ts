import { expect, test } from "../../support/test";

const SERVICE_LINKS = [
  ["Real Estate", "real-estate", "real_estate"],
  ["Construction", "construction", "construction"],
  ["Weddings", "wedding", "wedding_events"],
  ["Commercial", "commercial", "commercial_inspection"],
  ["Agriculture", "agriculture", "agricultural"],
] as const;

for (const [label, slug, value] of SERVICE_LINKS) {
  test(`the footer's ${label} link opens the directory filtered to that service`, async ({
    page,
  }) => {
    await page.goto("/login");
    const searched = page.waitForRequest((r) =>
      r.url().includes(`/api/pilots/search?category=${value}`),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(`/pilots?specialization=${slug}`);
    await searched;
    await expect(page.getByLabel("Service", { exact: true })).toHaveValue(value);
    await expect(page.getByText(/\d+ pilots? match/)).toBeVisible();
  });
}

test("directory filters live in the URL and survive a reload", async ({ page }) => {
  await page.goto("/pilots");
  await expect(
    page.getByRole("list", { name: "Pilots" }).getByRole("article").first(),
  ).toBeVisible();

  await page.getByLabel("Location").fill("Denver, CO");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/pilots?location=Denver%2C+CO");
  await page.getByLabel("Radius").selectOption("100");
  await page.getByLabel("Budget").selectOption({ label: "$200 - $500" });
  await page.getByRole("switch", { name: "Available now" }).click();
  await page.getByLabel("Sort by").selectOption("price");
  await expect(page).toHaveURL(
    "/pilots?location=Denver%2C+CO&budget=200_500&radius=100&available=true&sort=price",
  );

  await page.reload();
  await expect(page.getByLabel("Location")).toHaveValue("Denver, CO");
  await expect(page.getByLabel("Radius")).toHaveValue("100");
  await expect(page.getByLabel("Budget")).toHaveValue("200_500");
  await expect(page.getByRole("switch", { name: "Available now" })).toBeChecked();
  await expect(page.getByLabel("Sort by")).toHaveValue("price");

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL("/pilots");
});

test("the directory pages through results", async ({ page }) => {
  await page.goto("/pilots");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager).toContainText(/Page 1 of \d+/);
  const firstName = await page
    .getByRole("list", { name: "Pilots" })
    .getByRole("heading")
    .first()
    .textContent();
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/pilots?page=2");
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(
    page.getByRole("list", { name: "Pilots" }).getByRole("heading").first(),
  ).not.toHaveText(firstName ?? "");
});

test("a search nobody matches shows the empty state", async ({ page }) => {
  // Fairbanks, AK: no seeded pilot flies within 10 miles of it.
  await page.goto("/pilots?location=99701&radius=10");
  await expect(page.getByText("No pilots match these filters")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters and see every pilot" }).click();
  await expect(page).toHaveURL("/pilots");
});

test("a failing search says 'Failed to search pilots'", async ({ page }) => {
  await page.route(/\/api\/pilots\/search/, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Down"}' }),
  );
  await page.goto("/pilots?specialization=film_tv");
  await expect(page.getByRole("alert")).toContainText("Failed to search pilots", {
    timeout: 20_000,
  });
});
