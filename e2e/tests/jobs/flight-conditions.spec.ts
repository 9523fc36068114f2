import { expect, test } from "../../support/test";
import { api, DEMO, signInByApi } from "../../support/accounts";
import { expectAccessibleEverywhere, THEMES, useTheme, WIDTHS } from "../a11y/axe";

/**
 * The client's job page shows the flight conditions at the site: the airspace advisory for a
 * site by Centennial Airport, the sun times and the forecast hours from the local replay of
 * the National Weather Service API, in the site's zone (Mountain time) with its abbreviation.
 */
test("the client sees airspace, daylight and the weather verdicts for the job's site", async ({
  page,
}) => {
  await signInByApi(page, DEMO.client);
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const response = await api(page, "POST", "/api/jobs", {
    title: "Aerial photos by Centennial Airport",
    serviceType: "real_estate",
    description: "Twenty photos of an office park and its grounds, south of Denver.",
    location: "80112",
    budget: 600_00,
    deadline: tomorrow.toISOString(),
    deliverables: ["photos"],
    requirements: [],
  });
  const { id } = (await response.json()) as { id: string };

  await page.goto(`/jobs/${id}`);
  const panel = page.getByRole("region", { name: "Flight conditions" });
  await expect(
    panel.getByText(
      /^Near Centennial Airport \(\d\.\d mi\): the site may be in controlled airspace/,
    ),
  ).toBeVisible();
  await expect(panel.getByText(/^\d{1,2}:\d{2} [AP]M M[SD]T$/).first()).toBeVisible();
  await expect(panel.getByRole("table")).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "No-go" }).first()).toBeVisible();
  await expect(panel.getByRole("link", { name: /airport-data-js/ })).toBeVisible();

  await expectAccessibleEverywhere(page, "the job page with its flight conditions");

  // Pictures to look at (kept out of git): SCREENSHOT_DIR=/tmp/shots npx playwright test ...
  const shots = process.env.SCREENSHOT_DIR;
  if (!shots) return;
  for (const theme of THEMES) {
    await useTheme(page, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${shots}/flight-conditions-${width}-${theme}.png` });
    }
  }
});
