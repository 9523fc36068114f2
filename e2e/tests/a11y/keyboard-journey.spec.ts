import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "../../support/test";
import { api, PILOT_PROFILE, registerByApi, toasts, uniqueEmail } from "../../support/accounts";
import { verifiedPart107 } from "../../support/credentials";
import { dayFromToday } from "../../support/dates";

/**
 * Issue 19's proof "tried as a person would": sign-up, posting a job and applying with the
 * keyboard alone (Tab, Shift+Tab, arrows, Space, Enter and typing; never a click or a `fill`),
 * and what a screen reader is given for a job's facts and a pilot's rating.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Tabs forward until `target` has the focus (at most `presses` times), then checks the focus
 * ring is drawn there: a keyboard user has to see where they are.
 */
async function tabTo(page: Page, target: Locator, presses = 40) {
  await expect(target).toBeVisible();
  for (let i = 0; i < presses && !(await isFocused(target)); i++) {
    await page.keyboard.press("Tab");
  }
  expect(await isFocused(target), `Tab never reached ${target}`).toBe(true);
  expect(await target.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Tabs into `choice`'s group of radio buttons (native ones sharing a name), then moves with the
 * arrow keys until `choice` is the one chosen.
 */
async function chooseRadio(page: Page, choice: Locator) {
  const name = await choice.getAttribute("name");
  const inGroup = () =>
    page.evaluate((group) => {
      const active = document.activeElement;
      return active instanceof HTMLInputElement && active.type === "radio" && active.name === group;
    }, name);
  for (let i = 0; i < 60 && !(await inGroup()); i++) await page.keyboard.press("Tab");
  expect(await inGroup(), `Tab never reached the ${name} radios`).toBe(true);
  for (let i = 0; i < 20 && !(await choice.isChecked()); i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(choice).toBeChecked();
}

/** A date field in Chromium's en-US order (month, day, year), typed digit by digit. */
const typedDate = (isoDay: string) => {
  const [year, month, day] = isoDay.split("-");
  return `${month}${day}${year}`;
};

test("sign-up, posting a job and applying, with the keyboard alone", async ({ page, browser }) => {
  test.slow();
  const title = `Keyboard-only roof survey ${randomUUID().slice(0, 8)}`;

  // Sign up: every field reached with Tab, the form sent with Enter.
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Join SkyHire" })).toBeVisible();
  await typeInto(page, page.getByLabel("First name"), "Kim");
  await typeInto(page, page.getByLabel("Last name"), "Keys");
  await typeInto(page, page.getByLabel("Email"), uniqueEmail("keyboard"));
  await typeInto(page, page.getByLabel("Password", { exact: true }), "a-long-passphrase");
  await typeInto(page, page.getByLabel("Confirm password"), "a-long-passphrase");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/registration");

  // Onboarding as a client.
  await chooseRadio(page, page.getByRole("radio", { name: /Hire pilots/ }));
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await typeInto(page, page.getByLabel("Company name"), "Keys Realty");
  await typeInto(page, page.getByLabel("Location"), "Austin, TX");
  await tabTo(page, page.getByRole("button", { name: "Save client profile" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Project Command Center" })).toBeVisible();

  // Post a job, reached from the main navigation.
  await tabTo(
    page,
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Job" }),
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/job/post");
  await typeInto(page, page.getByLabel("Job title"), title);
  await chooseRadio(page, page.getByRole("radio", { name: "Real Estate" }));
  await typeInto(page, page.getByLabel("Description"), "Twelve photos of the roof for an insurer.");
  await typeInto(page, page.getByLabel("Location", { exact: true }), "Austin, TX");
  await typeInto(page, page.getByLabel("Budget (US dollars)"), "600");
  await typeInto(page, page.getByLabel("Deadline", { exact: true }), typedDate(dayFromToday(6)));
  await expect(page.getByLabel("Deadline", { exact: true })).toHaveValue(dayFromToday(6));
  await tabTo(page, page.getByRole("checkbox", { name: "Photos" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Photos" })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Post job" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobPath = new URL(page.url()).pathname;

  // A screen reader reads the job's facts as term and value pairs.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main dl").first()).toMatchAriaSnapshot(`
    - term: Budget
    - definition: $600
    - term: When
    - definition: /By .+/
    - term: Location
    - definition: Austin, TX
    - term: Proposals
    - definition: /No proposals yet|0 proposals/
  `);

  // A pilot (made by the API: their sign-up is the one above) applies from the keyboard.
  const pilot = await (await browser.newContext()).newPage();
  await registerByApi(pilot, "keyboard-pilot");
  await api(pilot, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
  await api(pilot, "PUT", "/api/profiles/pilot", PILOT_PROFILE);
  await verifiedPart107(pilot);
  await pilot.goto(jobPath);
  await typeInto(pilot, pilot.getByLabel("Your price (US dollars)"), "575");
  await typeInto(pilot, pilot.getByLabel("Date you'd fly"), typedDate(dayFromToday(4)));
  await typeInto(
    pilot,
    pilot.getByLabel("Message to the client"),
    "Roof surveys weekly; next-day delivery.",
  );
  await tabTo(pilot, pilot.getByRole("button", { name: "Apply" }));
  await pilot.keyboard.press("Enter");
  await expect(toasts(pilot)).toContainText("Application sent");
  await pilot.context().close();
});

test("a screen reader hears a pilot's rating as a number out of five", async ({ page }) => {
  await page.goto("/pilots");
  const rating = page.getByRole("img", { name: /^Rated \d(\.\d)? out of 5 from \d+ reviews?$/ });
  await expect(rating.first()).toBeVisible();
});
