import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobRow } from "@/features/clientJobs/testData";
import JobBoardPage from "@/pages/JobBoardPage";
import { json, mockApi } from "@/test/mockApi";
import { newUserSession, pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const job = (n: number) =>
  jobRow({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Roof inspection ${n}`,
    serviceType: "commercial_inspection",
    location: "Round Rock, TX",
    deadline: null,
    createdAt: new Date().toISOString(),
    pendingApplications: n,
    siteTimeZone: "America/Chicago",
    missionWindow: null,
    airspaceClass: null,
    plannedFlight: null,
    distanceMiles: 17.6,
  });

const pilot = () => pilotSession({ id: "u1" });

describe("the job board", () => {
  it("lists open jobs with the count, distance, proposals and pages", async () => {
    const calls = mockApi({
      "GET /api/jobs": () =>
        json({
          items: [job(1), job(2)],
          total: 42,
          totalIsEstimate: false,
          page: 1,
          pageSize: 20,
          origin: "Austin, TX",
        }),
    });
    renderApp(<JobBoardPage />, {
      path: "/jobs?serviceType=commercial_inspection",
      session: pilot(),
    });

    const list = await screen.findByRole("list", { name: "Open jobs" });
    expect(calls[0]?.url).toBe(
      "/api/jobs?serviceType=commercial_inspection&sort=newest&pageSize=20",
    );
    expect(screen.getByText("42 open jobs")).toBeInTheDocument();
    expect(screen.getByText(/within 100 mi of Austin, TX/)).toBeInTheDocument();
    const first = within(list).getAllByRole("article")[0]!;
    expect(within(first).getByRole("link", { name: "Roof inspection 1" })).toHaveAttribute(
      "href",
      `/jobs/${job(1).id}`,
    );
    expect(within(first).getByText("18 mi away")).toBeInTheDocument();
    expect(within(first).getByText("$450")).toBeInTheDocument();
    expect(within(first).getByText("1 proposal")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 3");
  });

  it("says when the server stopped counting, and keeps Next on", async () => {
    mockApi({
      "GET /api/jobs": () =>
        json({
          items: [job(1), job(2)],
          total: 100,
          totalIsEstimate: true,
          page: 1,
          pageSize: 20,
          origin: "Austin, TX",
        }),
    });
    renderApp(<JobBoardPage />, { path: "/job-board", session: pilot() });

    expect(await screen.findByText("100+ open jobs")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(pager).toHaveTextContent("Page 1 of 5+");
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/job-board?page=2",
    );
  });

  it("keeps filters in the URL and starts again from page 1", async () => {
    mockApi({
      "GET /api/jobs": () =>
        json({
          items: [],
          total: 0,
          totalIsEstimate: false,
          page: 1,
          pageSize: 20,
          origin: "Austin, TX",
        }),
    });
    const user = userEvent.setup();
    const { location } = renderApp(<JobBoardPage />, {
      path: "/job-board?page=2",
      session: pilot(),
    });
    await screen.findByText("No open jobs right now");

    await user.selectOptions(screen.getByLabelText("Distance"), "Anywhere");
    await waitFor(() => expect(location.history.at(-1)).toBe("/job-board?radius=all"));
    await user.type(screen.getByLabelText("Search jobs"), "roof");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/job-board?q=roof&radius=all"));
  });

  it("explains a place it cannot find", async () => {
    mockApi({
      "GET /api/jobs": () => json({ message: "We couldn't find 'Atlantis'", details: [] }, 400),
    });
    renderApp(<JobBoardPage />, { path: "/jobs?location=Atlantis", session: pilot() });
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find 'Atlantis'");
    expect(screen.getByRole("link", { name: "Search around your base instead" })).toHaveAttribute(
      "href",
      "/jobs",
    );
  });

  it("asks signed-out visitors to sign in as a pilot", async () => {
    renderApp(<JobBoardPage />, { path: "/find-jobs", session: null });
    expect(
      screen.getByRole("heading", { name: "Sign in as a pilot to see open jobs" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("sends accounts that do not fly to their capability settings", async () => {
    renderApp(<JobBoardPage />, { path: "/jobs", session: newUserSession() });
    expect(screen.getByRole("link", { name: "Turn on flying" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
  });
});
