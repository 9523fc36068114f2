import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { api, DEMO, signInByApi, toasts } from "../../support/accounts";
import { dayFromToday } from "../../support/dates";
import { expectAccessibleEverywhere } from "../a11y/axe";

type PilotJob = {
  id: string;
  status: string;
  plannedFlight: unknown;
  missionWindow: { kind: string; date: string; partOfDay?: string } | null;
};

/** The demo pilot's hired job whose client asked for a morning and that has no time yet. */
async function jobToPlan(page: Page): Promise<PilotJob & { missionWindow: { date: string } }> {
  const jobs = (await (await api(page, "GET", "/api/jobs/pilot")).json()) as PilotJob[];
  const job = jobs.find(
    (j) => j.status === "assigned" && !j.plannedFlight && j.missionWindow?.partOfDay === "morning",
  );
  expect(job, "the seeded assigned job with a morning window").toBeTruthy();
  return job as PilotJob & { missionWindow: { date: string } };
}

/**
 * Flight operations end to end: a client posts a job with a part-of-day window and a stated
 * airspace class; the demo pilot, hired on a seeded job, is refused a time outside its window,
 * confirms one inside it (shown in the site's zone with its abbreviation, on the job page and
 * the schedule), records a LAANC authorization, and the client sees both.
 */
test("mission window, planned flight time and airspace authorization", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Golden hour listing ${randomUUID().slice(0, 8)}`;
  await signInByApi(page, DEMO.client);
  await page.goto("/job/post");
  await page.getByLabel("Job title").fill(title);
  await page.getByRole("radio", { name: "Real Estate" }).check();
  await page.getByLabel("Description").fill("Twenty photos of the house and the lake front.");
  await page.getByLabel("Location", { exact: true }).fill("Austin, TX");
  await page.getByLabel("Budget (US dollars)").fill("450");
  await page.getByLabel("Deadline", { exact: true }).fill(dayFromToday(14));
  await page.getByRole("checkbox", { name: "Photos" }).check();
  await page.getByLabel("Flight day (optional)").fill(dayFromToday(10));
  await page.getByLabel("Time of day").selectOption("morning");
  await page.getByLabel("Airspace class at the site (optional)").selectOption("D");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const posted = page.getByRole("region", { name: "Flight plan" });
  await expect(posted.getByText(/Morning, 6:00 AM–11:00 AM C[SD]T$/)).toBeVisible();
  await expect(posted.getByText("Class D", { exact: true })).toBeVisible();

  // The demo pilot plans the seeded job they were hired for.
  const pilotContext = await browser.newContext();
  const pilot = await pilotContext.newPage();
  await signInByApi(pilot, DEMO.pilot);
  const job = await jobToPlan(pilot);
  await pilot.goto(`/jobs/${job.id}`);
  const plan = pilot.getByRole("region", { name: "Flight plan" });
  await expect(plan.getByText(/Morning, 6:00 AM–11:00 AM C[SD]T$/)).toBeVisible();
  await expect(plan.getByLabel("Flight day")).toHaveValue(job.missionWindow.date);
  await plan.getByLabel(/Take-off time \(C[SD]T, site time\)/).fill("12:30");
  await plan.getByRole("button", { name: "Confirm flight time" }).click();
  await expect(plan.getByText(/outside the client's mission window/)).toBeVisible();

  await plan.getByLabel(/Take-off time/).fill("09:30");
  await plan.getByRole("button", { name: "Confirm flight time" }).click();
  await expect(toasts(pilot)).toContainText("Flight time confirmed");
  await expect(plan.getByTestId("planned-flight-time")).toHaveText(/ at 9:30 AM C[SD]T$/);
  await expect(plan.getByText("Daylight", { exact: true })).toBeVisible();

  // The client stated Class D: the pilot records the LAANC authorization they hold.
  const airspace = pilot.getByRole("region", { name: "Airspace authorization" });
  await expect(airspace.getByText("No authorization recorded yet.")).toBeVisible();
  await airspace.getByLabel("Reference number").fill("LAANC-7QX2");
  await airspace.getByLabel("Approved ceiling (ft AGL)").fill("450");
  await airspace.getByLabel("Valid from (site time)").fill(`${job.missionWindow.date}T08:00`);
  await airspace.getByLabel("Valid to (site time)").fill(`${job.missionWindow.date}T11:00`);
  await airspace.getByRole("button", { name: "Record authorization" }).click();
  await expect(airspace.getByText("The approved ceiling can be at most 400 ft AGL.")).toBeVisible();
  await airspace.getByLabel("Approved ceiling (ft AGL)").fill("200");
  await airspace.getByRole("button", { name: "Record authorization" }).click();
  await expect(airspace.getByText("LAANC LAANC-7QX2 · up to 200 ft AGL")).toBeVisible();
  await expect(airspace.getByText("Covers the planned flight time.")).toBeVisible();

  // From the top, as a visit opens it: scrolled, the translucent nav bar sits over whatever
  // passes under it and axe measures its links against that.
  await pilot.evaluate(() => window.scrollTo(0, 0));
  await expectAccessibleEverywhere(pilot, "the hired pilot's job page with its flight plan");

  // On the pilot's schedule, in the site's zone.
  await pilot.goto("/pilot/schedule");
  const upcoming = pilot.getByRole("list", { name: "Upcoming flights" });
  await expect(upcoming.getByText(/ at 9:30 AM C[SD]T/).first()).toBeVisible();
  await pilotContext.close();

  // The client sees the planned time and the authorization's window, and the dashboard lists it.
  await page.goto(`/jobs/${job.id}`);
  await expect(
    page.getByRole("region", { name: "Flight plan" }).getByTestId("planned-flight-time"),
  ).toHaveText(/ at 9:30 AM C[SD]T$/);
  const seen = page.getByRole("region", { name: "Airspace authorization" });
  await expect(seen.getByText("LAANC LAANC-7QX2 · up to 200 ft AGL")).toBeVisible();
  await expect(
    seen.getByText(/^Valid .* at 8:00 AM C[SD]T to .* at 11:00 AM C[SD]T$/),
  ).toBeVisible();
  await expect(seen.getByRole("button", { name: "Record authorization" })).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(
    page
      .getByRole("list", { name: "Upcoming flights" })
      .getByText(/ at 9:30 AM C[SD]T/)
      .first(),
  ).toBeVisible();
});
