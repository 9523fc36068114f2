import { randomUUID } from "node:crypto";
import { expect, test } from "../../support/test";
import {
  api,
  CLIENT_PROFILE,
  toasts,
  uniqueEmail,
  useProviderIdentity,
} from "../../support/accounts";

const newIdentity = (label: string) => ({
  sub: `e2e-${label}-${randomUUID()}`,
  email: uniqueEmail(label),
  given_name: "Gigi",
  family_name: "Oauth",
});

test("signing up with Google greets a new user and asks for a role", async ({ page, context }) => {
  await useProviderIdentity(context, newIdentity("google-new"));
  await page.goto("/register");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await expect(page).toHaveURL("/registration");
  await expect(toasts(page)).toContainText("Welcome to SkyHire!");
  await expect(toasts(page)).toContainText("Successfully signed up with Google");
  expect(await page.evaluate(() => sessionStorage.getItem("auth_mode"))).toBeNull();
});

test("signing in again with Apple welcomes the user back to the dashboard", async ({
  page,
  context,
}) => {
  const identity = newIdentity("apple-back");
  await useProviderIdentity(context, identity);
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Apple" }).click();
  await expect(page).toHaveURL("/registration");
  await expect(toasts(page)).toContainText("Welcome to SkyHire!");
  await expect(toasts(page)).toContainText("Successfully signed in with Apple");

  // Finish onboarding through the API, sign out, and come back through Apple.
  await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
  await api(page, "PUT", "/api/profiles/client", CLIENT_PROFILE);
  await api(page, "POST", "/api/auth/logout");
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Apple" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(toasts(page)).toContainText("Welcome back!");
  await expect(toasts(page)).toContainText("Successfully signed in with Apple");
  await expect(page.getByRole("heading", { name: "Project Command Center" })).toBeVisible();
});

test("the provider button is disabled while the browser leaves", async ({ page, context }) => {
  await useProviderIdentity(context, newIdentity("pending"));
  await page.goto("/login");
  // A 204 answer cancels the navigation, so the page that started it stays to be looked at.
  await page.route("**/api/auth/google", (route) => route.fulfill({ status: 204 }));
  const google = page.getByRole("button", { name: "Continue with Google" });
  await google.click();
  await expect(google).toBeDisabled();
  await expect(page.getByRole("button", { name: "Continue with Apple" })).toBeDisabled();
  expect(await page.evaluate(() => sessionStorage.getItem("auth_mode"))).toBe("login");
  expect(await page.evaluate(() => sessionStorage.getItem("auth_return_to"))).toBe("/");

  // Let the sign-in go on, as the browser would have.
  await page.unroute("**/api/auth/google");
  await page.goto("/api/auth/google");
  await expect(page).toHaveURL("/registration");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Successfully signed in with Google",
  );
});

test("a refused provider sign-in comes back to /login with the oauth_failed message", async ({
  page,
  context,
}) => {
  await useProviderIdentity(context, { ...newIdentity("deny"), deny: true });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL("/login?error=oauth_failed");
  await expect(page.getByText("Authentication failed. Please try again.")).toBeVisible();
});
