import { expect, test } from "../support/test";

test("the landing page renders its hero, sections and sign-in actions", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/SkyHire/);
  await expect(page.getByRole("link", { name: "Find Pilots Now" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Watch Demo" })).toBeVisible();
  for (const anchor of ["how-it-works", "drone-services", "about", "pilots-map"]) {
    await expect(page.locator(`#${anchor}`)).toBeAttached();
  }
  await expect(page.getByText("Post in 60 Seconds")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute(
    "href",
    "/login",
  );
  await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute(
    "href",
    "/register",
  );
});

test("the login page renders its form and links", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});

test("the login form explains invalid input before sending anything", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel(/email/i).fill("not-an-email");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});
