import { expect, test, type Page } from "../../support/test";
import { DEMO, signInByApi } from "../../support/accounts";
import { blockMapTiles } from "./support";

test.beforeEach(async ({ page }) => blockMapTiles(page));

/** Opens the first pilot of a directory search and returns their profile id. */
async function openFirstPilot(page: Page, filters = ""): Promise<string> {
  await page.goto(`/pilots?location=Austin%2C+TX${filters}`);
  const first = page.getByRole("list", { name: "Pilots" }).getByRole("article").first();
  const name = (await first.getByRole("heading").textContent())?.trim() ?? "";
  await first.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/pilots\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible();
  return page.url().split("/").pop()!;
}

test("a pilot's public profile shows who they are, what they fly and where", async ({ page }) => {
  // A pilot an operator verified: the badge says so, with the day it was checked.
  await openFirstPilot(page, "&part107Current=true");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Part 107 current").first()).toBeVisible();
  for (const section of ["About", "Services", "Equipment", "Service areas"]) {
    await expect(
      page.getByRole("main").getByRole("heading", { name: section, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByText("Hourly rate")).toBeVisible();
  await expect(page.getByText(/\$\d+-\d+\/hr/).first()).toBeVisible();
  await expect(page.getByText(/Available for new missions|Not taking new missions/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Map of service areas" })).toBeVisible();
  // Signed out: the way to hire starts with signing in.
  await expect(page.getByRole("link", { name: /^Sign in to hire/ })).toHaveAttribute(
    "href",
    "/login",
  );
});

test("a client can message a pilot or invite them to a job from the profile", async ({ page }) => {
  await signInByApi(page, DEMO.client);
  const id = await openFirstPilot(page);

  await page.getByRole("button", { name: "Message pilot" }).click();
  await expect(page).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);

  await page.goBack();
  await page.getByRole("link", { name: "Invite to a job" }).click();
  await expect(page).toHaveURL(`/job/link?pilot=${id}`);
});

test("an unknown pilot id shows a clear not-found state", async ({ page }) => {
  await page.goto("/pilots/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("This profile isn't available")).toBeVisible();
  await page.getByRole("link", { name: "Browse All Pilots" }).click();
  await expect(page).toHaveURL("/pilots");
});
