import { expect, test } from "../../support/test";
import { registerByApi, resetLinkFor, signInWithForm, api } from "../../support/accounts";

test("forgot password → emailed link → new password → signed out everywhere", async ({ page }) => {
  const account = await registerByApi(page, "forgetful");
  await api(page, "POST", "/api/auth/logout");

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const sent = page.getByRole("status").filter({ hasText: /reset/i });
  await expect(sent).toBeVisible();

  const link = new URL(await resetLinkFor(account.email));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("reset-and-ready");
  await page.getByLabel("Confirm new password").fill("reset-and-ready");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText(/signed out everywhere/);
  await expect(page.getByRole("status").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    "/login",
  );

  // The link works once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("another-new-one");
  await page.getByLabel("Confirm new password").fill("another-new-one");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByText("This reset link is invalid or has expired. Request a new one."),
  ).toBeVisible();

  await page.goto("/login");
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
  await signInWithForm(page, account.email, "reset-and-ready");
  await expect(page).toHaveURL("/registration");
});
