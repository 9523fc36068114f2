import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "../../support/test";
import { api, CLIENT_PROFILE, PILOT_PROFILE, registerByApi, toasts } from "../../support/accounts";
import { verifiedPart107 } from "../../support/credentials";
import { dayFromToday } from "../../support/dates";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const stat = (page: Page, title: string) =>
  section(page, "Your Performance").getByRole("listitem").filter({ hasText: title });

/** A fresh account in its own browser, so the dashboards show only this story. */
async function newAccount(browser: Browser, role: "pilot" | "client") {
  const page = await (await browser.newContext()).newPage();
  const account = await registerByApi(page, `journey-${role}`);
  if (role === "pilot") {
    await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
    await api(page, "PUT", "/api/profiles/pilot", PILOT_PROFILE);
    await verifiedPart107(page);
  } else {
    await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
    await api(page, "PUT", "/api/profiles/client", CLIENT_PROFILE);
  }
  return { page, name: `${account.firstName} ${account.lastName}` };
}

/** Shows the month of `isoDay` (YYYY-MM-DD) in the dashboard's Schedule Overview. */
async function showMonthOf(page: Page, isoDay: string) {
  const [year, month] = isoDay.split("-").map(Number);
  const now = new Date();
  const ahead = (year! - now.getFullYear()) * 12 + (month! - 1 - now.getMonth());
  for (let i = 0; i < ahead; i++) {
    await section(page, "Schedule Overview").getByRole("button", { name: "Next month" }).click();
  }
}

test("a client posts a job, a pilot applies with a quote, the client hires and pays, and both dashboards show it", async ({
  browser,
}) => {
  test.slow();
  const client = await newAccount(browser, "client");
  const pilot = await newAccount(browser, "pilot");
  const title = `Ranch gate aerials ${randomUUID().slice(0, 8)}`;
  const deadline = dayFromToday(5);

  // The client posts the job.
  await client.page.goto("/job/post");
  await client.page.getByLabel("Job title").fill(title);
  await client.page.getByRole("radio", { name: "Real Estate" }).check();
  await client.page
    .getByLabel("Description")
    .fill("Fifteen photos of the ranch entrance and the main house from above.");
  await client.page.getByLabel("Location", { exact: true }).fill("Austin, TX");
  await client.page.getByLabel("Budget (US dollars)").fill("600");
  await client.page.getByLabel("Deadline", { exact: true }).fill(deadline);
  await client.page.getByRole("checkbox", { name: "Photos" }).check();
  await client.page.getByRole("button", { name: "Post job" }).click();
  await expect(client.page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = new URL(client.page.url()).pathname;

  // The pilot finds it on the job board and applies with a quote.
  await pilot.page.goto("/job-board");
  await pilot.page.getByLabel("Search jobs").fill(title);
  await pilot.page.getByRole("button", { name: "Search" }).click();
  const results = pilot.page.getByRole("list", { name: "Open jobs" });
  await expect(results.getByRole("article")).toHaveCount(1);
  await results.getByRole("link", { name: title }).click();
  await pilot.page.getByLabel("Your price (US dollars)").fill("550");
  await pilot.page.getByLabel("Date you'd fly").fill(dayFromToday(4));
  await pilot.page
    .getByLabel("Message to the client")
    .fill("I fly ranch properties every week and can deliver the next day.");
  await pilot.page.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(pilot.page)).toContainText("Application sent");

  // The client compares the proposal and hires through checkout.
  await client.page.goto("/client-jobs");
  const row = client.page.getByRole("link", { name: new RegExp(title) });
  await expect(row).toContainText("1 pending");
  await row.click();
  const proposal = client.page.getByRole("article", { name: pilot.name });
  await expect(proposal).toContainText("$550");
  await proposal.getByRole("button", { name: "Hire" }).click();
  await expect(client.page).toHaveURL(/\/checkout\?/);
  await expect(client.page.getByText("Test mode").first()).toBeVisible();
  await client.page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await client.page.getByLabel("Expiry").fill("12 / 34");
  await client.page.getByLabel("Security code").fill("123");
  await client.page.getByLabel("Name on card").fill(client.name);
  // $550 plus the 5% service fee.
  await client.page.getByRole("button", { name: "Pay $577.50" }).click();
  // Checkout names the pilot by their business.
  await expect(toasts(client.page)).toContainText(`You hired ${PILOT_PROFILE.businessName}`);
  await expect(client.page).toHaveURL(jobUrl);
  await expect(client.page.getByText("Assigned").first()).toBeVisible();

  // The pilot's dashboard: an active mission, on the calendar and in Recent Activity.
  await pilot.page.goto("/dashboard");
  await expect(pilot.page.getByRole("heading", { level: 1 })).toHaveText(
    "Flight Control Dashboard",
  );
  await expect(stat(pilot.page, "Active Missions")).toContainText("1");
  await expect(section(pilot.page, "Recent Activity")).toContainText(title);
  await showMonthOf(pilot.page, deadline);
  await expect(
    section(pilot.page, "Schedule Overview").getByRole("link", { name: title }).first(),
  ).toBeVisible();

  // The client's dashboard: an active project, on the calendar and in Recent Activity.
  await client.page.goto("/dashboard");
  await expect(client.page.getByRole("heading", { level: 1 })).toHaveText("Project Command Center");
  await expect(stat(client.page, "Active Projects")).toContainText("1");
  await expect(section(client.page, "Recent Activity")).toContainText(title);
  await showMonthOf(client.page, deadline);
  await expect(
    section(client.page, "Schedule Overview").getByRole("link", { name: title }).first(),
  ).toBeVisible();
});
