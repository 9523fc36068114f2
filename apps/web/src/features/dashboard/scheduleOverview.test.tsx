import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { renderApp } from "@/test/renderApp";
import { DashboardScreen } from "./DashboardScreen";
import { dashboardSession } from "./testSessions";

afterEach(() => vi.unstubAllGlobals());

// Sunday 10 May 2026, noon where the test runs; 1 May 2026 is a Friday.
const NOW = new Date(2026, 4, 10, 12, 0, 0);

const job = (id: string, status: string, deadline: string | null, createdAt = "2026-01-01") => ({
  id,
  title: `Shoot ${id}`,
  location: "Austin, TX",
  budget: 25000,
  deadline,
  createdAt,
  status,
  rating: null,
});

function renderSchedule(pilotJobs: unknown[], clientJobs: unknown[] = []) {
  mockApi({
    "GET /api/notifications/count": () => json({ count: 0 }),
    "GET /api/jobs/pilot": () => json(pilotJobs),
    "GET /api/jobs/client": () => json(clientJobs),
    "GET /api/applications/pilot/pp-1": () => json([]),
    "GET /api/equipment/main": () => json([]),
    "GET /api/properties/summary": () =>
      json({ total: 0, pending: 0, ready: 0, in_progress: 0, completed: 0 }),
  });
  const session = dashboardSession(clientJobs.length > 0 ? "dual" : "pilot");
  const result = renderApp(<DashboardScreen session={session} now={NOW} />, {
    path: "/dashboard",
    session,
  });
  const region = within(screen.getByRole("region", { name: "Schedule Overview" }));
  const cell = (key: string) =>
    result.container.querySelector<HTMLElement>(`td[data-day="${key}"]`)!;
  return { region, cell, ...result };
}

describe("Schedule Overview (spec section 9)", () => {
  it("draws 42 days from the Sunday before the 1st, today marked", async () => {
    const { region, cell, container } = renderSchedule([]);
    expect(region.getByRole("heading", { name: "May 2026" })).toBeInTheDocument();
    const table = region.getByRole("table", { name: "Calendar for May 2026" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["SSun", "MMon", "TTue", "WWed", "TThu", "FFri", "SSat"]);
    const cells = container.querySelectorAll("td[data-day]");
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveAttribute("data-day", "2026-04-26");
    expect(cells[41]).toHaveAttribute("data-day", "2026-06-06");
    expect(cell("2026-05-10")).toHaveAttribute(
      "aria-label",
      "Sunday, May 10, 2026 (today): no jobs",
    );
    await waitFor(() =>
      expect(region.getByText("Nothing else scheduled this month.")).toBeInTheDocument(),
    );
  });

  it("shows 2 jobs a day and '+N more', by deadline, and the no-deadline rule", async () => {
    const { cell, region } = renderSchedule([
      job("a", "assigned", "2026-05-20"),
      job("b", "open", "2026-05-20"),
      job("c", "in_progress", "2026-05-20"),
      job("d", "completed", "2026-05-20"),
      job("today", "in_progress", null, new Date(2026, 4, 10, 8).toISOString()),
      job("old", "assigned", null, new Date(2026, 4, 9, 8).toISOString()),
      job("gone", "cancelled", "2026-05-21"),
    ]);
    await waitFor(() => expect(within(cell("2026-05-20")).getAllByRole("link")).toHaveLength(2));
    expect(cell("2026-05-20")).toHaveTextContent("+2 more");
    expect(cell("2026-05-20")).toHaveAttribute("aria-label", "Wednesday, May 20, 2026: 4 jobs");
    expect(within(cell("2026-05-10")).getByRole("link", { name: "Shoot today" })).toHaveAttribute(
      "href",
      "/jobs/today",
    );
    expect(within(cell("2026-05-09")).queryAllByRole("link")).toHaveLength(0);
    expect(within(cell("2026-05-21")).queryAllByRole("link")).toHaveLength(0);

    const upcoming = within(region.getByRole("list", { name: "Upcoming in May 2026" }));
    expect(upcoming.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/jobs/today",
      "/jobs/a",
      "/jobs/b",
      "/jobs/c",
    ]);
  });

  it("lists at most 5 upcoming jobs and moves between months", async () => {
    const jobs = Array.from({ length: 7 }, (_, i) =>
      job(`m${i}`, "open", `2026-05-${String(12 + i).padStart(2, "0")}`),
    );
    const { region } = renderSchedule([...jobs, job("june", "assigned", "2026-06-15")]);
    const upcoming = () => region.getByRole("list", { name: /^Upcoming in/ });
    await waitFor(() => expect(within(upcoming()).getAllByRole("link")).toHaveLength(5));

    await userEvent.click(region.getByRole("button", { name: "Next month" }));
    expect(region.getByRole("heading", { name: "June 2026" })).toBeInTheDocument();
    expect(
      within(upcoming())
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining("Shoot june")]);

    await userEvent.click(region.getByRole("button", { name: "Previous month" }));
    await userEvent.click(region.getByRole("button", { name: "Previous month" }));
    expect(region.getByRole("heading", { name: "April 2026" })).toBeInTheDocument();
    expect(region.getByText("Nothing to come in April 2026.")).toBeInTheDocument();
    await userEvent.click(region.getByRole("button", { name: "Today" }));
    expect(region.getByRole("heading", { name: "May 2026" })).toBeInTheDocument();
  });

  it("puts the pilot's and the client's jobs on one calendar in Both view", async () => {
    const { cell } = renderSchedule(
      [job("fly", "assigned", "2026-05-22")],
      [job("hire", "open", "2026-05-22")],
    );
    await waitFor(() => expect(within(cell("2026-05-22")).getAllByRole("link")).toHaveLength(2));
  });
});
