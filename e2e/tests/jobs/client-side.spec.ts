import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "../../support/test";
import {
  api,
  CLIENT_PROFILE,
  DEMO,
  PILOT_PROFILE,
  registerByApi,
  signInByApi,
  toasts,
  uniqueEmail,
} from "../../support/accounts";
import { verifiedPart107 } from "../../support/credentials";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Posts an open job through the API as whoever is signed in on `page`; returns its id. */
async function postJob(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const response = await api(page, "POST", "/api/jobs", {
    title,
    serviceType: "real_estate",
    description: "Twenty photos of the house and the lake front, golden hour if possible.",
    location: "Austin, TX",
    budget: 450_00,
    deadline: inDays(20),
    deliverables: ["photos"],
    requirements: [],
    ...extra,
  });
  return ((await response.json()) as { id: string }).id;
}

type Pilot = { page: Page; name: string; profileId: string };

/** A new pilot based in Austin, in a browser of their own; no other test knows them. */
async function newPilot(browser: Browser, firstName: string): Promise<Pilot> {
  const page = await (await browser.newContext()).newPage();
  const lastName = `Pilot${randomUUID().slice(0, 6)}`;
  await api(page, "POST", "/api/auth/register", {
    email: uniqueEmail(firstName.toLowerCase()),
    password: "e2e-strong-passphrase",
    firstName,
    lastName,
  });
  await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
  const saved = await api(page, "PUT", "/api/profiles/pilot", {
    ...PILOT_PROFILE,
    businessName: `${firstName} Aerial`,
  });
  const profileId = ((await saved.json()) as { profile: { id: string } }).profile.id;
  await verifiedPart107(page);
  return { page, name: `${firstName} ${lastName}`, profileId };
}

async function apply(pilot: Pilot, jobId: string, quoteDollars: number, inDaysTime: number) {
  const response = await api(pilot.page, "POST", `/api/jobs/${jobId}/applications`, {
    quote: quoteDollars * 100,
    proposedDate: inDays(inDaysTime),
    message: `Hi, ${pilot.name} here: I fly real estate around Austin every week.`,
  });
  return ((await response.json()) as { id: string }).id;
}

const uniqueTitle = (what: string) => `${what} ${randomUUID().slice(0, 8)}`;

test("the client compares proposals, counters one, hires it, and the others are declined", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInByApi(page, DEMO.client);
  const title = uniqueTitle("Barton Creek listing shoot");
  const jobId = await postJob(page, title);
  const [ana, ben, cal] = await Promise.all(
    ["Ana", "Ben", "Cal"].map((name) => newPilot(browser, name)),
  );
  await apply(ana!, jobId, 480, 10);
  const benApplication = await apply(ben!, jobId, 430, 12);
  await apply(cal!, jobId, 510, 8);

  // The job is in the Open tab with its pending count; opening it shows the proposals.
  await page.goto("/client-jobs");
  const row = page.getByRole("link", { name: new RegExp(title) });
  await expect(row).toContainText("3 pending");
  await row.click();
  await expect(page).toHaveURL(`/client-jobs?job=${jobId}`);
  await expect(page.getByRole("heading", { name: "Proposals (3)" })).toBeVisible();
  const card = (pilot: Pilot) => page.getByRole("article", { name: pilot.name });
  await expect(card(ben!)).toContainText("$430");
  await expect(card(ben!)).toContainText("Lowest price");
  await expect(card(cal!)).toContainText("Earliest date");
  await expect(card(ana!)).toContainText("$30 over budget");

  // Counter Ben's proposal; he takes it.
  await card(ben!).getByRole("button", { name: "Counter-offer" }).click();
  const counter = page.getByRole("dialog", { name: `Counter-offer to ${ben!.name}` });
  await counter.getByLabel("Your price (USD)").fill("400");
  await counter.getByLabel("Message (optional)").fill("Could you do $400 on the same date?");
  await counter.getByRole("button", { name: "Send counter-offer" }).click();
  await expect(toasts(page)).toContainText("Counter-offer sent");
  await expect(card(ben!)).toContainText(`You proposed $400. Waiting for ${ben!.name} to answer.`);

  await api(ben!.page, "POST", `/api/applications/${benApplication}/counter/respond`, {
    accept: true,
  });
  await page.reload();
  await expect(card(ben!)).toContainText(`${ben!.name} accepted your counter-offer of $400`);
  await expect(card(ben!).getByTestId("applicant-quote")).toHaveText("$400");

  // Hire Ben: hiring is paying, through checkout at the agreed $400 plus the 5% fee.
  await card(ben!).getByRole("button", { name: "Hire" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
  await page.getByLabel("Name on card").fill("Dana Demo");
  await page.getByRole("button", { name: "Pay $420.00" }).click();
  await expect(toasts(page)).toContainText("You hired Ben Aerial");
  await expect(page).toHaveURL(`/jobs/${jobId}`);

  // Back in My Projects, Ben is hired and the others are declined.
  await page.goto(`/client-jobs?job=${jobId}`);
  await expect(card(ben!)).toContainText("Hired");
  for (const other of [ana!, cal!]) {
    await expect(card(other)).toContainText("Not selected");
    await expect(card(other).getByRole("button")).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: "Hire" })).toHaveCount(0);

  // The job moved to the Hired tab.
  await page.getByRole("link", { name: "All jobs" }).click();
  await expect(page).toHaveURL("/client-jobs?tab=hired");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toContainText("Assigned");
});

test("the client cancels another open job, with a reason", async ({ page, browser }) => {
  await signInByApi(page, DEMO.client);
  const title = uniqueTitle("Lake lot twilight aerials");
  const jobId = await postJob(page, title);
  await apply(await newPilot(browser, "Dee"), jobId, 420, 9);

  await page.goto(`/client-jobs?job=${jobId}`);
  await page.getByRole("button", { name: "Cancel job" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel "${title}"?` });
  await expect(dialog).toContainText("the pilot with a pending proposal is told");
  await dialog.getByLabel("Reason (optional)").fill("The lot sold before the shoot.");
  await dialog.getByRole("button", { name: "Cancel job" }).click();
  await expect(toasts(page)).toContainText("Job cancelled");
  await expect(page.getByRole("heading", { name: title }).locator("..")).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel job" })).toHaveCount(0);
  await expect(page.getByRole("article").first()).toContainText("Not selected");

  await page.goto("/client-jobs?tab=closed");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
});

test("a client invites a pilot from their profile and shares the job's link", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInByApi(page, DEMO.client);
  const title = uniqueTitle("Mueller townhomes progress flight");
  const jobId = await postJob(page, title);
  const eve = await newPilot(browser, "Eve");

  await page.goto(`/pilots/${eve.profileId}`);
  await page.getByRole("link", { name: "Invite to a job" }).click();
  await expect(page).toHaveURL(`/job/link?pilot=${eve.profileId}`);
  await page.getByRole("radio", { name: new RegExp(title) }).check();
  await page.getByLabel("Message to the pilot").fill("Your townhome work is great. Interested?");
  await page.getByRole("button", { name: /^Send job to / }).click();

  await expect(page.getByRole("heading", { name: /is invited$/ })).toBeVisible();
  const link = page.getByLabel("Link to the job");
  await expect(link).toHaveValue(new RegExp(`/jobs/${jobId}$`));
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(`/jobs/${jobId}`);

  // The link opens the job for the invited pilot.
  const detail = await api(eve.page, "GET", `/api/jobs/${jobId}`);
  expect(((await detail.json()) as { invited: boolean }).invited).toBe(true);
});

test("properties: set up the company profile, add, edit and delete, with the summary", async ({
  page,
}) => {
  await registerByApi(page, "properties");
  await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });

  // Without a company profile there is nowhere to keep properties yet.
  await page.goto("/property-management");
  await page.getByRole("link", { name: "Set up company profile" }).click();
  await expect(page).toHaveURL("/client-profile");
  await expect(page.getByText("0% complete")).toBeVisible();
  await page.getByLabel("Company name").fill(CLIENT_PROFILE.companyName);
  await page.getByLabel("Location").fill(CLIENT_PROFILE.location);
  await page.getByRole("button", { name: "Save company profile" }).click();
  await expect(toasts(page)).toContainText("Company profile saved");
  await expect(page.getByText("100% complete")).toBeVisible();

  await page.goto("/property-management");
  const tile = (key: string) => page.getByTestId(`summary-${key}`);
  await expect(tile("total")).toHaveText("0");
  await expect(page.getByText("No properties yet")).toBeVisible();

  await page.getByRole("button", { name: "Add property" }).click();
  const add = page.getByRole("dialog", { name: "Add a property" });
  await add.getByRole("button", { name: "Add property" }).click();
  await expect(add.getByText("Name is required")).toBeVisible();
  await add.getByLabel("Name").fill("Lakeview estate");
  await add.getByLabel("Address (optional)").fill("4100 Lakeview Dr, Austin, TX 78732");
  await add.getByLabel("Type (optional)").fill("Residential");
  await add.getByLabel("Notes (optional)").fill("Gate code 4412");
  await add.getByRole("button", { name: "Add property" }).click();
  await expect(toasts(page)).toContainText("Property added");
  const estate = page.getByRole("article", { name: /Lakeview estate/ });
  await expect(estate).toContainText("Gate code 4412");
  await expect(estate).toContainText("No jobs here yet");
  await expect(tile("total")).toHaveText("1");

  // A job posted at the property shows under it and counts as pending.
  const properties = await (await api(page, "GET", "/api/properties")).json();
  const propertyId = (properties as { id: string }[])[0]!.id;
  const title = uniqueTitle("Estate listing photos");
  await postJob(page, title, { propertyId });
  await page.reload();
  await expect(estate.getByRole("link", { name: title })).toBeVisible();
  await expect(estate).toContainText("Open");
  await expect(tile("pending")).toHaveText("1");

  await page.getByRole("button", { name: "Edit Lakeview estate" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Lakeview estate" });
  await edit.getByLabel("Name").fill("Lakeview estate (main house)");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page)).toContainText("Property updated");
  const renamed = page.getByRole("article", { name: /Lakeview estate \(main house\)/ });
  await expect(renamed).toBeVisible();

  await page.getByRole("button", { name: "Delete Lakeview estate (main house)" }).click();
  const remove = page.getByRole("dialog", { name: "Delete Lakeview estate (main house)?" });
  await expect(remove).toContainText("Its job stays on your account");
  await remove.getByRole("button", { name: "Delete property" }).click();
  await expect(toasts(page)).toContainText("Property deleted");
  await expect(renamed).toHaveCount(0);
  await expect(tile("total")).toHaveText("0");
  await expect(tile("pending")).toHaveText("0");

  // The job itself stays.
  await page.goto("/client-jobs");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
});
