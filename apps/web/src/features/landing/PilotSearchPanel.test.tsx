import { NO_CREDENTIAL_BADGES } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { renderApp } from "@/test/renderApp";
import { PilotSearchPanel } from "./PilotSearchPanel";

afterEach(() => vi.unstubAllGlobals());

const pilot = (n: number) => ({
  anonymized: true,
  alias: `Pilot A.${n}.`,
  initials: `A${n}`,
  city: "Austin",
  state: "TX",
  rating: 4.8,
  reviewCount: 10,
  categories: ["real_estate", "construction"],
  hourlyRateMin: 95,
  hourlyRateMax: 250,
  yearsExperience: 5,
  part107Verified: true,
  credentials: NO_CREDENTIAL_BADGES,
  insured: true,
  backgroundChecked: false,
  isAvailable: true,
  distanceMiles: null,
});

const page = (count: number, total = count) => ({
  pilots: Array.from({ length: count }, (_, i) => pilot(i + 1)),
  total,
  page: 1,
  pageSize: 6,
  sort: "rating",
});

describe("PilotSearchPanel", () => {
  it("is labelled free to search and shows loading, then anonymized results with a count", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = mockApi({
      "GET /api/pilots/search": async ({ url }) => {
        if (url.includes("anonymized=true")) await gate;
        return json(page(6, 41));
      },
    });
    renderApp(<PilotSearchPanel />);

    expect(screen.getByText("Free to search. No registration required")).toBeInTheDocument();
    expect(screen.getByText("Finding certified pilots in your area...")).toBeInTheDocument();
    release();

    const list = await screen.findByRole("list", { name: "Matching pilots" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(6);
    expect(within(list).getByText("Pilot A.1.")).toBeInTheDocument();
    expect(within(list).getAllByText("Austin, TX · Real Estate +1")).toHaveLength(6);
    expect(within(list).getAllByText("$95-250/hr")).toHaveLength(6);
    expect(within(list).getAllByRole("img", { name: "Part 107 verified" })).toHaveLength(6);
    expect(screen.getByText("Showing 6 of 41")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See all 41 pilots/ })).toHaveAttribute(
      "href",
      "/pilots",
    );
    // The landing page's two calls: no parameters (the headline count) and the preview.
    expect(calls.map((c) => c.url).sort()).toEqual([
      "/api/pilots/search",
      "/api/pilots/search?anonymized=true&limit=6",
    ]);
    expect(await screen.findByText("41 pilots ready to fly")).toBeInTheDocument();
  });

  it("searches with the chosen filters and links to /pilots with the same ones", async () => {
    const calls = mockApi({ "GET /api/pilots/search": () => json(page(2)) });
    renderApp(<PilotSearchPanel />);
    await screen.findByRole("list", { name: "Matching pilots" });

    await userEvent.type(screen.getByLabelText("Location"), "Austin, TX");
    await userEvent.selectOptions(screen.getByLabelText("Service type"), "Real Estate");
    await userEvent.selectOptions(screen.getByLabelText("Budget"), "$200 - $500");
    await userEvent.click(screen.getByRole("button", { name: "Search pilots" }));

    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        "/api/pilots/search?location=Austin%2C+TX&category=real_estate&budget=200_500&anonymized=true&limit=6",
      ),
    );
    expect(
      await screen.findByRole("heading", { name: "Real Estate pilots near Austin, TX" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /See all 2 pilots/ })).toHaveAttribute(
      "href",
      "/pilots?location=Austin%2C+TX&specialization=real_estate&budget=200_500",
    );
  });

  it("offers no select option with an empty value", () => {
    mockApi({ "GET /api/pilots/search": () => json(page(0)) });
    renderApp(<PilotSearchPanel />);
    for (const select of screen.getAllByRole("combobox")) {
      for (const option of within(select).getAllByRole("option")) {
        expect((option as HTMLOptionElement).value).not.toBe("");
      }
    }
    expect(screen.getByLabelText("Budget")).toHaveValue("all");
    expect(screen.getByLabelText("Service type")).toHaveValue("all");
  });

  it("says 'Failed to search pilots', with the server's hint for a place it cannot find", async () => {
    mockApi({
      "GET /api/pilots/search": ({ url }) =>
        url.includes("location=")
          ? json({ message: 'We couldn\'t find "Nowhere". Try a city and state.' }, 400)
          : json(page(3)),
    });
    renderApp(<PilotSearchPanel />);
    await screen.findByRole("list", { name: "Matching pilots" });
    await userEvent.type(screen.getByLabelText("Location"), "Nowhere");
    await userEvent.click(screen.getByRole("button", { name: "Search pilots" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to search pilots");
    expect(alert).toHaveTextContent('We couldn\'t find "Nowhere"');
  });

  it("shows a capped count with a +", async () => {
    mockApi({
      "GET /api/pilots/search": ({ url }) =>
        json({ ...page(6, url.includes("anonymized") ? 100 : 1000), totalIsEstimate: true }),
    });
    renderApp(<PilotSearchPanel />);
    expect(await screen.findByText("Showing 6 of 100+")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See all 100\+ pilots/ })).toBeInTheDocument();
    expect(await screen.findByText("1,000+ pilots ready to fly")).toBeInTheDocument();
  });

  it("shows an empty state when nobody matches", async () => {
    mockApi({ "GET /api/pilots/search": () => json(page(0)) });
    renderApp(<PilotSearchPanel />);
    expect(await screen.findByText("No pilots match yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Browse All Pilots/ })).toHaveAttribute(
      "href",
      "/pilots",
    );
  });
});
