import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../../support/test";
import { DEMO, signInByApi, toasts } from "../../support/accounts";
import { dayFromToday } from "../../support/dates";

/** A title no other test posts, so the board search finds exactly this job. */
const uniqueTitle = () => `Lake house photos ${randomUUID().slice(0, 8)}`;

async function postJobAsClient(page: Page, title: string): Promise<string> {
  await signInByApi(page, DEMO.client);
  await page.goto("/job/post");
  await expect(page.getByRole("heading", { name: "Post a job" })).toBeVisible();

  // Submitting the empty form explains each problem under its field and sends nothing.
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByText("Title must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Choose a service type")).toBeVisible();
  await expect(page.getByText("Enter your budget in whole dollars")).toBeVisible();

  await page.getByLabel("Job title").fill(title);
  await page.getByRole("radio", { name: "Real Estate" }).check();
  await page
    .getByLabel("Description")
    .fill("Twenty photos of the house and the lake front, golden hour if possible.");
  await page.getByLabel("Location", { exact: true }).fill("Austin, TX");
  await page.getByLabel("Budget (US dollars)").fill("20");

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByText(/We restored the draft/)).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveValue(title);
  await expect(page.getByRole("radio", { name: "Real Estate" })).toBeChecked();
  await expect(page.getByLabel("Budget (US dollars)")).toHaveValue("20");

  await page.getByLabel("Deadline", { exact: true }).fill(dayFromToday(14));
  await page.getByRole("checkbox", { name: "Photos" }).check();
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByText("Budget must be at least $50")).toBeVisible();

  await page.getByLabel("Budget (US dollars)").fill("450");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(toasts(page)).toContainText("Job posted");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /Manage applicants/ })).toBeVisible();

  // Posted: the draft is gone.
  await page.goto("/job/post");
  await expect(page.getByLabel("Job title")).toHaveValue("");
  return page.url();
}

test("a client posts a job; a pilot finds it on the board, applies, edits and withdraws", async ({
  page,
  browser,
}) => {
  // Two signed-in browsers and a dozen screens: more than the default 30 s on a busy CI machine.
  test.slow();
  const title = uniqueTitle();
  await postJobAsClient(page, title);

  const pilotContext = await browser.newContext();
  const pilot = await pilotContext.newPage();
  await signInByApi(pilot, DEMO.pilot);
  await pilot.goto("/jobs");
  await expect(pilot.getByRole("heading", { name: "Find drone jobs" })).toBeVisible();

  // Filter: the job's service and words of its title.
  await pilot.getByLabel("Service").selectOption({ label: "Real Estate" });
  await expect(pilot).toHaveURL(/serviceType=real_estate/);
  await pilot.getByLabel("Search jobs").fill(title);
  await pilot.getByRole("button", { name: "Search" }).click();
  await expect(pilot).toHaveURL(/q=Lake\+house/);
  const results = pilot.getByRole("list", { name: "Open jobs" });
  await expect(results.getByRole("article")).toHaveCount(1);
  await expect(pilot.getByText("1 open job")).toBeVisible();
  await expect(results.getByText(/mi away/)).toBeVisible();
  await results.getByRole("link", { name: title }).click();

  // Apply with a quote in dollars.
  await expect(pilot.getByRole("heading", { name: title })).toBeVisible();
  await expect(pilot.getByText("No ratings yet")).toBeVisible();
  await pilot.getByLabel("Your price (US dollars)").fill("400");
  await pilot.getByLabel("Date you'd fly").fill(dayFromToday(7));
  await pilot
    .getByLabel("Message to the client")
    .fill("I shoot lake homes every week and can fly at golden hour.");
  await pilot.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(pilot)).toContainText("Application sent");
  await expect(pilot.getByText("$400", { exact: true })).toBeVisible();
  await expect(pilot.getByText("Pending", { exact: true })).toBeVisible();

  // Edit while pending.
  await pilot.getByRole("button", { name: "Edit" }).click();
  await pilot.getByLabel("Your price (US dollars)").fill("425");
  await pilot.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(pilot)).toContainText("Application updated");
  await expect(pilot.getByText("$425", { exact: true })).toBeVisible();

  // It is listed under Pending on /pilot/applications.
  await pilot.goto("/pilot/applications");
  await expect(pilot.getByRole("tabpanel").getByRole("link", { name: title })).toBeVisible();
  await pilot.getByRole("tabpanel").getByRole("link", { name: title }).click();

  // Withdraw, after confirming.
  await pilot.getByRole("button", { name: "Withdraw" }).click();
  await pilot.getByRole("dialog").getByRole("button", { name: "Withdraw application" }).click();
  await expect(toasts(pilot)).toContainText("Application withdrawn");
  await expect(pilot.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(pilot.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(pilot.getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  await pilot.goto("/pilot/applications?status=withdrawn");
  await expect(pilot.getByRole("tabpanel").getByRole("link", { name: title })).toBeVisible();
  await pilotContext.close();
});

test("signed-out visitors on /find-jobs are asked to sign in as a pilot", async ({ page }) => {
  await page.goto("/find-jobs");
  await expect(
    page.getByRole("heading", { name: "Sign in as a pilot to see open jobs" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/login");
});
