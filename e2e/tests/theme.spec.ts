import { expect, test } from "../support/test";

test.use({ colorScheme: "light" });

test("the theme toggle flips the appearance and the choice survives a reload", async ({ page }) => {
  await page.goto("/pilots");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: /theme/i }).first().click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: /theme/i }).first().click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test.describe("with a dark system preference", () => {
  test.use({ colorScheme: "dark" });

  test("the default follows the system", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
