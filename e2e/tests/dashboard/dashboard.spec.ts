import { expect, test, type Page } from "../../support/test";
import {
  api,
  CLIENT_PROFILE,
  DEMO,
  PILOT_PROFILE,
  registerByApi,
  signInByApi,
  toasts,
} from "../../support/accounts";

/** The dashboard's texts of spec section 2 per view, on the demo accounts' real data. */

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const quickActions = (page: Page) => section(page, "Quick Actions");
const stat = (page: Page, title: string) =>
  section(page, "Your Performance").getByRole("listitem").filter({ hasText: title });

async function quickActionTargets(page: Page) {
  const links = quickActions(page).getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
}

test.describe("dashboard views (spec section 2 'Dashboard')", () => {
  test("a pilot sees the Flight Control Dashboard", async ({ page }) => {
    await signInByApi(page, DEMO.pilot);
    await page.goto("/dashboard");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flight Control Dashboard");
    await expect(
      page.getByText("Your mission control for professional drone services"),
    ).toBeVisible();
    await expect(page.getByText(/^Welcome back, .+!$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
    await expect(page.getByRole("radiogroup", { name: "View" })).toHaveCount(0);

    const targets = await quickActionTargets(page);
    expect(targets.slice(0, 4)).toEqual([
      "/jobs",
      "/pilot/applications",
      "/pilot/active-jobs",
      "/equipment-management",
    ]);
    expect(targets.at(-1)).toBe("/messages");
    await expect(quickActions(page).getByRole("link", { name: /Messages/ })).toContainText(
      "Communicate with your clients",
    );
    await expect(quickActions(page).getByRole("link", { name: /Post New Job/ })).toHaveCount(0);

    await expect(stat(page, "Total Earnings")).toContainText(/\$[\d,]+/);
    await expect(stat(page, "Total Earnings")).toContainText("+12.5% from last month");
    await expect(stat(page, "Rating")).toContainText(/\d\.\d|N\/A/);
    await expect(stat(page, "Active Missions")).toContainText(/\d+/);
    await expect(stat(page, "Total Spent")).toHaveCount(0);

    const calendar = section(page, "Schedule Overview").getByRole("table");
    await expect(calendar.locator("td")).toHaveCount(42);
    await expect(calendar.locator("td[aria-label*='(today)']")).toHaveCount(1);

    await expect(section(page, "Availability Status")).toContainText(
      "You're visible to clients and can receive job requests",
    );
    await expect(section(page, "Recent Activity")).toBeVisible();
  });

  test("a client sees the Project Command Center", async ({ page }) => {
    await signInByApi(page, DEMO.client);
    await page.goto("/dashboard");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Command Center");
    await expect(page.getByText("Your project management hub for drone services")).toBeVisible();
    const targets = await quickActionTargets(page);
    expect(targets.slice(0, 3)).toEqual(["/job/post", "/pilots", "/client-jobs"]);
    expect(targets.at(-1)).toBe("/messages");
    await expect(quickActions(page).getByRole("link", { name: /Find Pilots/ })).toContainText(
      "500+ Available",
    );
    await expect(quickActions(page).getByRole("link", { name: /Messages/ })).toContainText(
      "Communicate with your hired pilots",
    );
    await expect(quickActions(page).getByRole("link", { name: /Browse Jobs/ })).toHaveCount(0);

    await expect(stat(page, "Total Spent")).toContainText(/\$[\d,]+/);
    await expect(stat(page, "Active Projects")).toContainText(/\d+/);
    await expect(stat(page, "Pending Review")).toContainText(/\d+/);
    await expect(stat(page, "Total Earnings")).toHaveCount(0);
    await expect(section(page, "Availability Status")).toHaveCount(0);
  });

  test("a dual user switches between Both, Pilot and Client", async ({ page }) => {
    await signInByApi(page, DEMO.both);
    await page.goto("/dashboard");

    const views = page.getByRole("radiogroup", { name: "View" });
    await expect(views.getByRole("radio")).toHaveText(["Pilot", "Client", "Both"]);
    await expect(views.getByRole("radio", { name: "Both" })).toBeChecked();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Universal Command Center");
    await expect(page.getByText("Manage your flights and projects in one place")).toBeVisible();
    await expect(quickActions(page).getByRole("link", { name: /Messages/ })).toContainText(
      "Chat with clients and pilots",
    );
    await expect(stat(page, "Total Earnings")).toBeVisible();
    await expect(stat(page, "Total Spent")).toBeVisible();

    await views.getByRole("radio", { name: "Client" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Command Center");
    await expect(section(page, "Availability Status")).toHaveCount(0);
    await expect(stat(page, "Total Earnings")).toHaveCount(0);

    await views.getByRole("radio", { name: "Pilot" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flight Control Dashboard");
    await expect(section(page, "Availability Status")).toBeVisible();
    await expect(stat(page, "Total Spent")).toHaveCount(0);
  });

  test("pilot data is asked for only in the pilot's views (spec section 6)", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) asked.push(pathname);
    });
    await signInByApi(page, DEMO.client);
    await page.goto("/dashboard");
    await expect(stat(page, "Total Spent")).toContainText(/\$[\d,]+/);
    expect(asked).toContain("/api/jobs/client");
    expect(asked).toContain("/api/properties/summary");
    expect(asked).toContain("/api/notifications/count");
    expect(asked).not.toContain("/api/jobs/pilot");
    expect(asked).not.toContain("/api/equipment/main");
    expect(asked.some((path) => path.startsWith("/api/applications/pilot/"))).toBe(false);
  });
});

test.describe("a new account's dashboard", () => {
  test("shows the profile setup card, no Notifications card, and switches availability", async ({
    page,
  }) => {
    await registerByApi(page, "dash-pilot");
    await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
    await api(page, "PUT", "/api/profiles/pilot", PILOT_PROFILE);
    await page.goto("/dashboard");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flight Control Dashboard");
    // Only basic info is done: no images, equipment or service areas yet (spec section 5).
    await expect(
      page.getByRole("progressbar", { name: "Complete your pilot profile" }),
    ).toHaveAttribute("aria-valuenow", "25");
    await expect(page.getByRole("link", { name: "Finish pilot profile" })).toHaveAttribute(
      "href",
      "/pilot/profile",
    );
    await expect(quickActions(page).getByRole("link", { name: /Messages/ })).toBeVisible();
    await expect(quickActions(page).getByRole("link", { name: /Notifications/ })).toHaveCount(0);
    await expect(stat(page, "Total Earnings")).toContainText("$0");
    await expect(stat(page, "Rating")).toContainText("N/A");
    await expect(section(page, "Recent Activity")).toContainText("No missions yet");

    const availability = section(page, "Availability Status");
    await availability.getByRole("switch").click();
    await expect(availability).toContainText(
      "You're hidden from search results and won't receive new requests",
    );
    await expect(toasts(page)).toContainText("Availability updated");
    await expect(toasts(page)).toContainText("You are now unavailable for new missions.");
    await page.reload();
    await expect(section(page, "Availability Status").getByRole("switch")).not.toBeChecked();
  });

  test("a client's setup card links to /register/client until the profile is complete", async ({
    page,
  }) => {
    await registerByApi(page, "dash-client");
    await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
    await api(page, "PUT", "/api/profiles/client", CLIENT_PROFILE);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Command Center");
    // Company name and location make the one client step: 100%, so no card.
    await expect(
      page.getByRole("progressbar", { name: /Complete your client profile/ }),
    ).toHaveCount(0);
    await expect(stat(page, "Total Spent")).toContainText("$0");
    await expect(section(page, "Recent Activity")).toContainText("No projects yet");
  });
});
