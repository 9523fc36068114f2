import { expect, test, type Page } from "../../support/test";
import { DEMO, signInByApi } from "../../support/accounts";

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  const user = await page.request.get("/api/auth/user");
  expect(user.status()).toBe(401);
}

test("the landing page signs out through /api/logout, showing 'Logging out...'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.client);
  // A 204 answer cancels the navigation, so the page that started it stays to be looked at.
  await page.route("**/api/logout", (route) => route.fulfill({ status: 204 }));
  await page.goto("/");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Logging out..." })).toBeDisabled();

  // Let the navigation go on, as the browser would have: the server signs out and goes home.
  await page.unroute("**/api/logout");
  await page.goto("/api/logout");
  await expectSignedOut(page);
});

test("the user menu's Sign Out goes home", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.pilot);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expectSignedOut(page);
});

test("a failed logout call still sends the user home", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, DEMO.pilot);
  await page.route("**/api/auth/logout", (route) =>
    route.fulfill({ status: 500, json: { message: "boom" } }),
  );
  await page.goto("/profile");
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/");
});
