import { expect, test } from "../support/test";

test("a rendering error shows the fallback, and Try Again recovers", async ({ page }) => {
  // The app's TestCrashTrigger throws during render while this flag is set.
  await page.addInitScript(() => {
    (window as unknown as { __SKYHIRE_TEST_THROW__: boolean }).__SKYHIRE_TEST_THROW__ = true;
  });
  await page.goto("/login");
  await expect(page.getByText("Something went wrong")).toBeVisible();
  await expect(
    page.getByText(
      "An unexpected error occurred. This has been logged and our team will investigate.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { __SKYHIRE_TEST_THROW__: boolean }).__SKYHIRE_TEST_THROW__ = false;
  });
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});
