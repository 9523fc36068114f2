import { randomUUID } from "node:crypto";
import { expect, test } from "../../support/test";
import { DEMO, signInByApi } from "../../support/accounts";

/** The demo pilot's client CRM and client search, on the demo seed's real jobs and money. */

test.describe("the pilot's clients", () => {
  test("the CRM shows a client with real jobs, and a note survives a reload", async ({ page }) => {
    await signInByApi(page, DEMO.pilot);
    await page.goto("/pilot/crm");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your clients");
    await expect(page.getByTestId("crm-earned")).toHaveText(/^\$[1-9]/);
    const list = page.getByRole("list", { name: "Your clients" });
    const skyline = list.getByRole("article").filter({ hasText: "Skyline Realty Partners" });
    await expect(skyline).toContainText("Active");
    await expect(skyline).toContainText(/\d+ completed/);

    await skyline.getByRole("link", { name: "Skyline Realty Partners" }).click();
    await expect(page).toHaveURL(/\/pilot\/crm\?client=[0-9a-f-]{36}$/);
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("heading", { name: "Skyline Realty Partners" })).toBeVisible();
    const history = panel.getByRole("list", { name: "Job history" });
    await expect(
      history.getByRole("listitem").filter({ hasText: "Completed" }).first(),
    ).toContainText("earned");

    // Parallel runs share the demo pilot: a note of its own, found by its words.
    const words = `Call before flying, ref ${randomUUID().slice(0, 8)}`;
    await panel.getByLabel("New note").fill(words);
    await panel.getByRole("button", { name: "Save note" }).click();
    await expect(panel.getByRole("list", { name: "Notes" })).toContainText(words);

    await page.reload();
    const reopened = page.getByRole("dialog");
    await expect(reopened.getByRole("heading", { name: "Skyline Realty Partners" })).toBeVisible();
    await expect(reopened.getByRole("list", { name: "Notes" })).toContainText(words);
  });

  test("client search by a city opens a client's page with an open job", async ({ page }) => {
    await signInByApi(page, DEMO.pilot);
    await page.goto("/clients");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find clients");

    await page.getByLabel("Search clients").fill("Skyline");
    await page.getByLabel("Near").fill("Austin, TX");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/clients\?q=Skyline&location=Austin%2C\+TX$/);
    await expect(page.getByText(/hiring within 50 mi of Austin, TX/)).toBeVisible();

    const card = page
      .getByRole("list", { name: "Clients" })
      .getByRole("article")
      .filter({ hasText: "Skyline Realty Partners" });
    await expect(card).toContainText("Austin, TX");
    await card.getByRole("link", { name: "Skyline Realty Partners" }).click();

    await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skyline Realty Partners");
    const jobs = page.getByRole("list", { name: "Open jobs" });
    const firstJob = jobs.getByRole("article").first().getByRole("heading").getByRole("link");
    const title = (await firstJob.textContent()) ?? "";
    await firstJob.click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
