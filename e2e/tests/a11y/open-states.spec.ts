import { expect, test, type Page } from "../../support/test";
import { registerByApi, signInWithForm, toasts } from "../../support/accounts";
import { blockMapTiles } from "../discovery/support";
import { expectAccessible, expectAccessibleEverywhere, THEMES, useTheme, waitForData } from "./axe";
import { signedInContext } from "./sessions";

/** What only shows once opened (dialogs, menus, the map popup, toasts), swept in that state. */
test.describe.configure({ timeout: 90_000 });

async function expectAccessibleInBothThemes(page: Page, label: string) {
  for (const theme of THEMES) {
    await useTheme(page, theme);
    await expectAccessible(page, `${label}, ${theme}`);
  }
}

test("an open form dialog", async ({ browser }) => {
  const context = await signedInContext(browser, "client");
  const page = await context.newPage();
  await page.goto("/property-management");
  await waitForData(page);
  await page.getByRole("button", { name: "Add property" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessibleEverywhere(page, "the Add property dialog");
  await context.close();
});

test("the open report dialog, with its refusal shown", async ({ browser }) => {
  const context = await signedInContext(browser, "client");
  const page = await context.newPage();
  const found = await page.request.get("/api/pilots/search");
  const pilotId = ((await found.json()) as { pilots: { id: string }[] }).pilots[0]!.id;
  await page.goto(`/pilots/${pilotId}`);
  await waitForData(page);
  await page.getByRole("button", { name: "Report this pilot" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this pilot" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason")).toBeVisible();
  await expectAccessibleEverywhere(page, "the report dialog");
  await context.close();
});

test("an operator's reason dialog", async ({ browser }) => {
  const context = await signedInContext(browser, "operator");
  const page = await context.newPage();
  const found = await page.request.get("/api/admin/users?q=client@skyhire.test");
  const userId = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
  await page.goto(`/admin/users/${userId}`);
  await waitForData(page);
  await page.getByRole("button", { name: "Suspend account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessibleEverywhere(page, "the suspend dialog");
  await context.close();
});

test("the open equipment dialog with a drone's weather limits", async ({ browser }) => {
  const context = await signedInContext(browser, "pilot");
  const page = await context.newPage();
  await page.goto("/fleet-management");
  await waitForData(page);
  await page.getByRole("button", { name: "Add equipment" }).first().click();
  await expect(page.getByRole("group", { name: "Weather limits" })).toBeVisible();
  await expectAccessibleEverywhere(page, "the Add equipment dialog");
  await context.close();
});

test("the open delete-account dialog, with a refusal's reasons", async ({ page }) => {
  // A fresh account: the demo accounts have money in escrow, which keeps the button disabled.
  await registerByApi(page, "a11y-delete");
  await page.goto("/profile");
  await waitForData(page);
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Enter your password to delete your account")).toBeVisible();
  await expectAccessibleEverywhere(page, "the delete-account dialog");
});

test("the open account menu", async ({ browser }) => {
  const context = await signedInContext(browser, "operator");
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  await waitForData(page);
  await page.getByRole("button", { name: /, your account$/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessibleInBothThemes(page, "the account menu");
  await context.close();
});

test("the open phone drawer, signed in and signed out", async ({ browser, page }) => {
  const context = await signedInContext(browser, "dual");
  for (const tab of [page, await context.newPage()]) {
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.goto("/pilots");
    await waitForData(tab);
    await tab.getByRole("button", { name: "Open menu" }).click();
    await expect(tab.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectAccessibleInBothThemes(tab, "the phone drawer");
  }
  await context.close();
});

test("the coverage map's open popup and city card", async ({ page }) => {
  await blockMapTiles(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/#pilots-map");
  // The markers are the map's data; the popup below is the state under test.
  const section = page.locator("#pilots-map");
  await section.getByRole("button", { name: /^Denver, CO: \d+ pilots?$/ }).click();
  await expect(section.locator(".leaflet-popup-content")).toContainText("Denver, CO");
  await expectAccessibleInBothThemes(page, "the map popup");
});

test("a toast", async ({ page }) => {
  await page.goto("/login");
  await signInWithForm(page, "client@skyhire.test");
  const toast = toasts(page).getByText("Welcome back!");
  await expect(toast).toBeVisible();
  // F8 moves focus to the toasts (spec section 9), which holds them open while axe reads the page.
  await page.keyboard.press("F8");
  await expectAccessibleInBothThemes(page, "the sign-in toast");
  await expect(toast).toBeVisible();
});
