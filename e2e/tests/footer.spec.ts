import { expect, test } from "../support/test";

const SERVICE_LINKS = [
  ["Real Estate", "/pilots?specialization=real-estate"],
  ["Construction", "/pilots?specialization=construction"],
  ["Weddings", "/pilots?specialization=wedding"],
  ["Commercial", "/pilots?specialization=commercial"],
  ["Agriculture", "/pilots?specialization=agriculture"],
] as const;

test("the footer carries the service, company and sign-up links", async ({ page }) => {
  await page.goto("/login");
  const footer = page.getByRole("contentinfo");
  for (const [label, href] of SERVICE_LINKS) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(footer.getByRole("link", { name: "Become a Pilot" })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/#about");
  await expect(footer.getByRole("link", { name: "How It Works" })).toHaveAttribute(
    "href",
    "/#how-it-works",
  );
  await expect(footer).toContainText("2025");
});

test("a footer service link opens the pilot directory with that filter", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("contentinfo").getByRole("link", { name: "Weddings" }).click();
  await expect(page).toHaveURL(/\/pilots\?specialization=wedding$/);
});

test("the footer is on every page but the landing page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toHaveCount(1); // the landing page's own footer
  await page.goto("/does-not-exist");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
