import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { PilotDirectory } from "./PilotDirectory";

afterEach(() => vi.unstubAllGlobals());

const result = (n: number) => ({
  anonymized: false,
  id: `pilot-${n}`,
  displayName: `Jane ${n}.`,
  businessName: n === 1 ? "Hill Country Aerial" : null,
  profileImageUrl: null,
  flightHours: 300,
  city: "Austin",
  state: "TX",
  rating: 4.7,
  reviewCount: 8,
  categories: ["wedding_events", "real_estate", "film_tv", "construction"],
  hourlyRateMin: 120,
  hourlyRateMax: 300,
  yearsExperience: 6,
  part107Verified: true,
  credentials: {
    part107: { checkedOn: "2026-11-12" },
    insurance: { coverageCents: 100_000_000, checkedOn: "2026-11-12" },
    fleet: null,
  },
  insured: false,
  backgroundChecked: true,
  isAvailable: true,
  distanceMiles: null,
});

const answer = (count: number, total: number, page = 1) => ({
  pilots: Array.from({ length: count }, (_, i) => result(i + 1)),
  total,
  page,
  pageSize: 12,
  sort: "rating",
});

describe("the /pilots directory", () => {
  it("reads the footer's specialization and shows results with a count and pages", async () => {
    const calls = mockApi({ "GET /api/pilots/search": () => json(answer(12, 30)) });
    renderApp(<PilotDirectory />, { path: "/pilots?specialization=wedding" });

    const list = await screen.findByRole("list", { name: "Pilots" });
    expect(calls[0]?.url).toBe("/api/pilots/search?category=wedding_events&pageSize=12");
    expect(within(list).getAllByRole("article")).toHaveLength(12);
    expect(screen.getByText("30 pilots")).toBeInTheDocument();
    expect(screen.getByLabelText("Service")).toHaveValue("wedding_events");

    const first = within(list).getAllByRole("article")[0]!;
    expect(within(first).getByRole("link", { name: "Jane 1." })).toHaveAttribute(
      "href",
      "/pilots/pilot-1",
    );
    expect(within(first).getByText("Hill Country Aerial")).toBeInTheDocument();
    const badges = within(first).getByRole("list", { name: "Verified credentials" });
    expect(badges).toHaveTextContent("Part 107 current· checked Nov 12, 2026");
    expect(badges).toHaveTextContent("Insured $1M· checked Nov 12, 2026");
    expect(within(first).getByText("+1 more")).toBeInTheDocument();
    expect(within(first).getByText("$120-300/hr")).toBeInTheDocument();

    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(pager).toHaveTextContent("Page 1 of 3");
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/pilots?specialization=wedding_events&page=2",
    );
  });

  it("shows a capped count as 100+ and keeps Next on past the counted pages", async () => {
    mockApi({
      "GET /api/pilots/search": () => json({ ...answer(12, 100, 9), totalIsEstimate: true }),
    });
    renderApp(<PilotDirectory />, { path: "/pilots?location=Austin%2C+TX&page=9" });
    await screen.findByRole("list", { name: "Pilots" });
    expect(screen.getByText("100+ pilots")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(pager).toHaveTextContent("Page 9 of 9+");
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/pilots?location=Austin%2C+TX&page=10",
    );
  });

  it("puts filter changes in the URL and starts again from page 1", async () => {
    const calls = mockApi({ "GET /api/pilots/search": () => json(answer(3, 3)) });
    const { location } = renderApp(<PilotDirectory />, { path: "/pilots?page=2" });
    await screen.findByRole("list", { name: "Pilots" });

    await userEvent.selectOptions(screen.getByLabelText("Budget"), "$500 - $1000");
    await waitFor(() => expect(location.history.at(-1)).toBe("/pilots?budget=500_1000"));

    await userEvent.type(screen.getByLabelText("Location"), "Austin, TX");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe("/pilots?location=Austin%2C+TX&budget=500_1000"),
    );

    await userEvent.selectOptions(screen.getByLabelText("Radius"), "Within 100 mi");
    await userEvent.click(screen.getByRole("switch", { name: "Available now" }));
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Lowest rate");
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        "/pilots?location=Austin%2C+TX&budget=500_1000&radius=100&available=true&sort=price",
      ),
    );
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        "/api/pilots/search?location=Austin%2C+TX&budget=500_1000&radius=100&sort=price&pageSize=12&available=true",
      ),
    );
  });

  it("cannot sort by distance or pick a radius without a location", async () => {
    mockApi({ "GET /api/pilots/search": () => json(answer(1, 1)) });
    renderApp(<PilotDirectory />, { path: "/pilots" });
    await screen.findByRole("list", { name: "Pilots" });
    expect(screen.getByRole("option", { name: "Nearest first" })).toBeDisabled();
    expect(screen.getByLabelText("Sort by")).toHaveValue("rating");
    expect(screen.getByLabelText("Radius")).toBeDisabled();
  });

  it("shows loading skeletons, then an empty state with a way out", async () => {
    mockApi({ "GET /api/pilots/search": () => json(answer(0, 0)) });
    renderApp(<PilotDirectory />, { path: "/pilots?specialization=film_tv" });
    expect(screen.getByRole("list", { name: "Loading pilots" })).toBeInTheDocument();
    expect(await screen.findByText("No pilots match these filters")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Clear filters and see every pilot" })).toHaveAttribute(
      "href",
      "/pilots",
    );
  });

  it("says 'Failed to search pilots' when the search fails, and retries", async () => {
    let fail = true;
    mockApi({
      "GET /api/pilots/search": () =>
        fail ? json({ message: "Internal Server Error" }, 500) : json(answer(2, 2)),
    });
    renderApp(<PilotDirectory />, { path: "/pilots" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to search pilots");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Pilots" })).toBeInTheDocument();
  });

  it("explains a place the server cannot find", async () => {
    mockApi({
      "GET /api/pilots/search": () =>
        json({ message: 'We couldn\'t find "Atlantis". Try a city and state.' }, 400),
    });
    renderApp(<PilotDirectory />, { path: "/pilots?location=Atlantis", session: clientSession() });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to search pilots");
    expect(alert).toHaveTextContent('We couldn\'t find "Atlantis"');
  });
});
