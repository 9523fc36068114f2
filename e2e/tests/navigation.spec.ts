import { expect, test } from "../support/test";

test("signed-out visitors see only the public navigation items", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/pilots");
  const nav = page.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
  await expect(nav.getByRole("link", { name: "Find Pilots" })).toHaveAttribute("href", "/pilots");
  await expect(nav.getByRole("link", { name: "Sign In / Join" })).toHaveAttribute("href", "/login");
  for (const hidden of ["Find Clients", "Job Board", "Post Job", "Messages", "Dashboard"]) {
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
});

test("the brand logo leads home", async ({ page }) => {
  await page.goto("/pilots");
  await page
    .getByRole("link", { name: /SkyHire/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("the mobile drawer groups items and offers sign-in", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pilots");
  await page.getByRole("button", { name: /menu/i }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText("Discover", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Find Pilots" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Sign In / Join" })).toBeVisible();
});
