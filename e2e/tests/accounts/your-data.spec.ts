import { readFile } from "node:fs/promises";
import { expect, test } from "../../support/test";
import { api, CLIENT_PROFILE, registerByApi, signInWithForm, toasts } from "../../support/accounts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test("a client downloads all their data, deletes the account, and can't sign in again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await registerByApi(page, "your-data");
  await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
  await api(page, "PUT", "/api/profiles/client", CLIENT_PROFILE);
  const title = `Roof survey ${account.email.slice(12, 20)}`;
  await api(page, "POST", "/api/jobs", {
    title,
    serviceType: "real_estate",
    description: "Photos of the roof and the gutters, for an insurance claim.",
    location: "Austin, TX",
    budget: 300_00,
    deadline: inDays(20),
    deliverables: ["photos"],
    requirements: [],
  });

  await page.goto("/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^skyhire-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
    account: { user: { email: string; firstName: string } };
    clientProfile: unknown;
    jobsAsClient: { title: string; status: string }[];
  };
  expect(data.account.user).toMatchObject({ email: account.email, firstName: "Eve" });
  expect(data.jobsAsClient).toEqual([expect.objectContaining({ title, status: "open" })]);
  await expect(toasts(page).getByText("Your data is downloading")).toBeVisible();

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  // A wrong confirmation is refused on the spot; Enter in the password field submits.
  await dialog.getByLabel("Type your email address or DELETE").fill("not me");
  await dialog.getByLabel("Your password").fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Type your email address or DELETE to confirm")).toBeVisible();
  await dialog.getByLabel("Type your email address or DELETE").fill(account.email);
  await dialog.getByLabel("Your password").press("Enter");

  await expect(page).toHaveURL("/");
  await expect(toasts(page).getByText("Your account has been deleted")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto("/login");
  await signInWithForm(page, account.email, account.password);
  await expect(
    page.getByText("No account found with this email. Please register first."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("the delete-account dialog works with the keyboard alone, and Escape keeps the account", async ({
  page,
}) => {
  const account = await registerByApi(page, "your-data-keys");
  await page.goto("/profile");
  const trigger = page.getByRole("button", { name: "Delete account" });
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog on the safe choice; Shift+Tab reaches the fields above it.
  await expect(dialog.getByRole("button", { name: "Keep my account" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByLabel("Type your email address or DELETE")).toBeFocused();
  await page.keyboard.type("DELETE");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Your password")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  expect(account.email).toContain("@example.com");
});
