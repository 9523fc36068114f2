import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/features/toast/toastStore";
import DashboardPage from "@/pages/DashboardPage";
import { json, mockApi } from "@/test/mockApi";
import { renderApp } from "@/test/renderApp";
import { dashboardSession } from "./testSessions";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.dismiss();
});

const job = (id: string, status: string, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Job ${id}`,
  location: "Austin, TX",
  budget: 10000,
  deadline: null,
  createdAt: "2026-01-01T12:00:00.000Z",
  status,
  rating: null,
  ...fields,
});

const PILOT_JOBS = [
  job("p1", "completed", { budget: 50000, rating: 5 }),
  job("p2", "completed", { budget: 75000, rating: 4 }),
  job("p3", "assigned"),
  job("p4", "in_progress"),
  job("p5", "open"),
  job("p6", "disputed", { budget: 99900, rating: 1 }),
];
const CLIENT_JOBS = [
  job("c1", "completed", { budget: 120000 }),
  job("c2", "open"),
  job("c3", "assigned"),
  job("c4", "ready_for_review"),
  job("c5", "ready_for_review"),
  job("c6", "cancelled", { budget: 99900 }),
];
const SUMMARY = { total: 3, pending: 2, ready: 2, in_progress: 1, completed: 1 };

function api(overrides: Record<string, () => Response> = {}) {
  return mockApi({
    "GET /api/notifications/count": () => json({ count: 0 }),
    "GET /api/jobs/pilot": () => json(PILOT_JOBS),
    "GET /api/jobs/client": () => json(CLIENT_JOBS),
    "GET /api/applications/pilot/pp-1": () =>
      json([{ status: "pending" }, { status: "pending" }, { status: "rejected" }]),
    "GET /api/equipment/main": () => json([{ id: "e1", name: "DJI Mavic 3 Pro" }]),
    "GET /api/properties/summary": () => json(SUMMARY),
    ...overrides,
  });
}

/** The stat card titled `title`. */
const stat = (title: string) =>
  within(screen.getByRole("region", { name: "Your Performance" }))
    .getByText(title)
    .closest("li")!;

const actions = () => within(screen.getByRole("region", { name: "Quick Actions" }));

describe("dashboard (spec section 2)", () => {
  it("shows a pilot the pilot view on real numbers", async () => {
    api();
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("pilot") });

    expect(
      screen.getByRole("heading", { level: 1, name: "Flight Control Dashboard" }),
    ).toBeVisible();
    expect(
      screen.getByText("Your mission control for professional drone services"),
    ).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Maya!")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Pilot" }).querySelector("svg")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
    expect(screen.queryByRole("radiogroup", { name: "View" })).not.toBeInTheDocument();

    await waitFor(() => expect(stat("Total Earnings")).toHaveTextContent("$1,250"));
    expect(stat("Total Earnings")).toHaveTextContent("+12.5% from last month");
    expect(stat("Rating")).toHaveTextContent("4.5");
    expect(stat("Active Missions")).toHaveTextContent("2");
    expect(screen.queryByText("Total Spent")).not.toBeInTheDocument();

    expect(
      actions()
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/jobs",
      "/pilot/applications",
      "/pilot/active-jobs",
      "/equipment-management",
      "/messages",
    ]);
    expect(actions().getByRole("link", { name: /Pending Applications/ })).toHaveTextContent(
      "2 pending",
    );
    expect(actions().getByRole("link", { name: /Equipment/ })).toHaveTextContent(
      "Main kit: DJI Mavic 3 Pro",
    );
    expect(actions().getByRole("link", { name: /Messages/ })).toHaveTextContent(
      "Communicate with your clients",
    );
    expect(screen.getByRole("region", { name: "Availability Status" })).toBeInTheDocument();
    expect(screen.queryByText(/Complete your pilot profile/)).not.toBeInTheDocument();
  });

  it("shows a client the client view with the Find Pilots badge and the summary", async () => {
    api();
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("client") });

    expect(screen.getByRole("heading", { level: 1, name: "Project Command Center" })).toBeVisible();
    expect(screen.getByText("Your project management hub for drone services")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Client" }).querySelector("svg")).not.toBeNull();
    await waitFor(() => expect(stat("Total Spent")).toHaveTextContent("$1,200"));
    expect(stat("Active Projects")).toHaveTextContent("2");
    expect(stat("Pending Review")).toHaveTextContent("2");
    expect(stat("Properties")).toHaveTextContent("3");
    expect(stat("Properties")).toHaveTextContent("1 job in progress, 2 ready for review");

    expect(
      actions()
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/job/post", "/pilots", "/client-jobs", "/messages"]);
    expect(actions().getByRole("link", { name: /Find Pilots/ })).toHaveTextContent(
      "500+ Available",
    );
    expect(actions().getByRole("link", { name: /Messages/ })).toHaveTextContent(
      "Communicate with your hired pilots",
    );
    expect(screen.queryByRole("region", { name: "Availability Status" })).not.toBeInTheDocument();
  });

  it("gives dual users the View switch, Both by default", async () => {
    api();
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("dual") });
    const group = screen.getByRole("radiogroup", { name: "View" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.textContent),
    ).toEqual(["Pilot", "Client", "Both"]);
    expect(within(group).getByRole("radio", { name: "Both" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Universal Command Center" }),
    ).toBeVisible();
    expect(screen.getByText("Manage your flights and projects in one place")).toBeInTheDocument();
    expect(actions().getByRole("link", { name: /Messages/ })).toHaveTextContent(
      "Chat with clients and pilots",
    );
    await waitFor(() => expect(stat("Total Earnings")).toHaveTextContent("$1,250"));
    expect(stat("Total Spent")).toHaveTextContent("$1,200");

    await userEvent.click(within(group).getByRole("radio", { name: "Client" }));
    expect(screen.getByRole("heading", { level: 1, name: "Project Command Center" })).toBeVisible();
    expect(screen.queryByText("Total Earnings")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Availability Status" })).not.toBeInTheDocument();

    await userEvent.click(within(group).getByRole("radio", { name: "Pilot" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Flight Control Dashboard" }),
    ).toBeVisible();
    expect(screen.queryByText("Total Spent")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Availability Status" })).toBeInTheDocument();
  });

  it("shows Notifications only with unread ones", async () => {
    api({ "GET /api/notifications/count": () => json({ count: 3 }) });
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("client") });
    const card = await actions().findByRole("link", { name: /Notifications/ });
    expect(card).toHaveAttribute("href", "/notifications");
    expect(card).toHaveTextContent("3 new");
  });

  it("has no Notifications card at zero", async () => {
    const calls = api();
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("client") });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/notifications/count")).toBe(true));
    await waitFor(() => expect(stat("Total Spent")).toHaveTextContent("$1,200"));
    expect(actions().queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("says so when jobs cannot load, without making numbers up", async () => {
    api({
      "GET /api/jobs/pilot": () => json({ message: "Not Found" }, 404),
      "GET /api/applications/pilot/pp-1": () => json({ message: "Not Found" }, 404),
    });
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("pilot") });
    const performance = within(screen.getByRole("region", { name: "Your Performance" }));
    expect(await performance.findByText("We couldn't load your missions.")).toBeInTheDocument();
    expect(performance.getByRole("button", { name: "Try again" })).toBeEnabled();
    expect(stat("Total Earnings")).toHaveTextContent("—");
    expect(stat("Total Earnings")).not.toHaveTextContent("$");
    expect(stat("Active Missions")).toHaveTextContent("—");
    const applications = actions().getByRole("link", { name: /Pending Applications/ });
    await waitFor(() =>
      expect(applications).toHaveTextContent("We couldn't load your applications"),
    );
    expect(applications).not.toHaveTextContent("pending");
    expect(
      within(screen.getByRole("region", { name: "Recent Activity" })).getByText(
        /Activity is unavailable/,
      ),
    ).toBeInTheDocument();
  });

  it("shows the profile setup card until the profile is complete", async () => {
    api();
    const session = dashboardSession("dual", {
      pilot: { id: "pp-1", part107Number: "4123456", businessName: "Sky", isAvailable: true },
      client: { companyName: "Harbor Realty" },
    });
    renderApp(<DashboardPage />, { path: "/dashboard", session });
    expect(
      screen.getByRole("progressbar", { name: "Complete your pilot profile" }),
    ).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("link", { name: "Finish pilot profile" })).toHaveAttribute(
      "href",
      "/pilot/profile",
    );
    expect(
      screen.getByRole("progressbar", { name: "Complete your client profile" }),
    ).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByRole("link", { name: "Finish client profile" })).toHaveAttribute(
      "href",
      "/register/client",
    );
  });

  it("switches availability with the spec's texts and toast", async () => {
    const session = dashboardSession("pilot");
    const unavailable = dashboardSession("pilot", {
      pilot: { ...session.pilotProfile, isAvailable: false },
    });
    const calls = api({
      "PATCH /api/pilot/availability": () => json({ isAvailable: false }),
      // Spec section 7: on success the current-user data is refreshed.
      "GET /api/auth/user": () => json(unavailable),
    });
    renderApp(<DashboardPage />, { path: "/dashboard", session });
    const section = within(screen.getByRole("region", { name: "Availability Status" }));
    expect(
      section.getByText("You're visible to clients and can receive job requests"),
    ).toBeInTheDocument();
    await userEvent.click(section.getByRole("switch"));
    expect(
      await section.findByText("You're hidden from search results and won't receive new requests"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: "Availability updated",
        description: "You are now unavailable for new missions.",
      }),
    );
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      url: "/api/pilot/availability",
      body: { isAvailable: false },
    });
    expect(calls.some((c) => c.url === "/api/auth/user")).toBe(true);
    expect(section.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  });

  it("toasts the failure when availability cannot change", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    api({ "PATCH /api/pilot/availability": () => json({ message: "nope" }, 500) });
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("pilot") });
    await userEvent.click(
      within(screen.getByRole("region", { name: "Availability Status" })).getByRole("switch"),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        variant: "destructive",
        title: "Error",
        description: "Failed to update availability. Please try again.",
      }),
    );
    expect(
      screen.getByText("You're visible to clients and can receive job requests"),
    ).toBeInTheDocument();
  });

  it("lists recent activity, 3 jobs per role", async () => {
    api();
    renderApp(<DashboardPage />, { path: "/dashboard", session: dashboardSession("dual") });
    const activity = within(screen.getByRole("region", { name: "Recent Activity" }));
    await waitFor(() => expect(activity.getAllByRole("link")).toHaveLength(6));
  });
});
