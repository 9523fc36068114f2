import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import SchedulePage from "@/pages/SchedulePage";
import { json, mockApi } from "@/test/mockApi";
import { pilotSession, renderApp } from "@/test/renderApp";
import { endOfLocalDayIso, todayInput } from "../jobDates";

afterEach(() => vi.unstubAllGlobals());

const job = (id: string, title: string, status: string, deadline: string | null) => ({
  id,
  title,
  location: "Austin, TX",
  budget: 30_000,
  deadline,
  createdAt: "2020-01-01T00:00:00.000Z",
  status,
  rating: null,
});

describe("/pilot/schedule", () => {
  it("puts the pilot's jobs on the month calendar and lists the month's jobs", async () => {
    const today = todayInput();
    mockApi({
      "GET /api/jobs/pilot": () =>
        json([
          job("j1", "Roof inspection", "assigned", endOfLocalDayIso(today)),
          job("j2", "Farm mapping", "in_progress", null),
        ]),
    });
    const user = userEvent.setup();
    renderApp(<SchedulePage />, { path: "/pilot/schedule", session: pilotSession() });

    const calendar = await screen.findByRole("table", { name: /^Your jobs in / });
    const cell = calendar.querySelector(`[data-day="${today}"]`) as HTMLElement;
    expect(within(cell).getByRole("link", { name: "Roof inspection" })).toHaveAttribute(
      "href",
      "/jobs/j1",
    );
    expect(screen.getByRole("heading", { name: /^In / })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Active, without a date" })).toBeInTheDocument();
    expect(screen.getByText("Farm mapping")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByText("No jobs this month.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Today" })).toBeInTheDocument();
  });
});
