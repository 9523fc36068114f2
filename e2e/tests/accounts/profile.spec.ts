import { randomUUID } from "node:crypto";
import { expect, test } from "../../support/test";
import {
  api,
  registerByApi,
  signInWithForm,
  toasts,
  uniqueEmail,
  useProviderIdentity,
} from "../../support/accounts";

test("link Google on /profile, then unlink it", async ({ page, context }) => {
  const account = await registerByApi(page, "linker");
  const googleEmail = uniqueEmail("linked-google");
  await useProviderIdentity(context, { sub: `e2e-${randomUUID()}`, email: googleEmail });
  await page.goto("/profile");
  await expect(page.getByText(account.email).first()).toBeVisible();

  await page.getByRole("button", { name: "Link Google" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(toasts(page)).toContainText("Google account linked");
  const google = page.getByTestId("linked-google");
  await expect(google).toContainText(googleEmail);

  await google.getByRole("button", { name: "Unlink Google" }).click();
  await expect(toasts(page)).toContainText("Google unlinked");
  await expect(page.getByRole("button", { name: "Link Google" })).toBeVisible();
});

test("an identity linked to another account is refused", async ({ page, context, browser }) => {
  const identity = { sub: `e2e-${randomUUID()}`, email: uniqueEmail("taken") };
  // Someone else signs up with this Google identity first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await useProviderIdentity(other, identity);
  await otherPage.goto("/register");
  await otherPage.getByRole("button", { name: "Continue with Google" }).click();
  await expect(otherPage).toHaveURL("/registration");
  await other.close();

  await registerByApi(page, "second");
  await useProviderIdentity(context, identity);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Link Google" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(toasts(page)).toContainText("Couldn't link account");
  await expect(toasts(page)).toContainText("already linked to another SkyHire account");
});

test("the last way to sign in cannot be unlinked; a password can then be set", async ({
  page,
  context,
}) => {
  await useProviderIdentity(context, { sub: `e2e-${randomUUID()}`, email: uniqueEmail("only") });
  await page.goto("/register");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL("/registration");

  await page.goto("/profile");
  await page.getByRole("button", { name: "Unlink Google" }).click();
  await expect(toasts(page)).toContainText("Couldn't unlink Google");
  await expect(page.getByTestId("linked-google")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Set a password" })).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await page.getByLabel("New password", { exact: true }).fill("my-first-password");
  await page.getByLabel("Confirm new password").fill("my-first-password");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(toasts(page)).toContainText("Password set");
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();

  await page.getByRole("button", { name: "Unlink Google" }).click();
  await expect(toasts(page)).toContainText("Google unlinked");
});

test("change the password, then sign in with the new one", async ({ page }) => {
  const account = await registerByApi(page, "changer");
  await page.goto("/profile");
  await page.getByLabel("Current password").fill("wrong-current-password");
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
  await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toBeVisible();

  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toasts(page)).toContainText("Password changed");

  await api(page, "POST", "/api/auth/logout");
  await page.goto("/login");
  await signInWithForm(page, account.email, "a-brand-new-pass");
  await expect(page).toHaveURL("/registration");
});
