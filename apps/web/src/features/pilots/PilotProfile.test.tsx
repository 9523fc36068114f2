import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import PilotDetailPage from "@/pages/PilotDetailPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const ID = "5b0c2f4e-1111-4222-8333-444455556666";

const profile = {
  id: ID,
  displayName: "Alex M.",
  businessName: "Hill Country Aerial Imaging",
  bio: "Listings, construction progress and thermal roof inspections.",
  profileImageUrl: "/seed-images/avatar-1.svg",
  coverImageUrl: "/seed-images/cover-1.svg",
  part107Verified: true,
  credentials: {
    part107: { checkedOn: "2026-11-12" },
    insurance: { coverageCents: 100_000_000, checkedOn: "2026-11-12" },
    fleet: null,
  },
  insured: true,
  backgroundChecked: true,
  jobCategories: ["real_estate", "commercial_inspection"],
  equipment: [
    { name: "DJI Mavic 3 Pro", type: "drone", model: "Mavic 3 Pro", isMain: true },
    { name: "DJI RC Pro", type: "controller", model: null, isMain: false },
  ],
  serviceAreas: [
    { label: "Austin, TX", city: "Austin", state: "TX", lat: 30.27, lng: -97.74, radiusMiles: 40 },
  ],
  baseCity: "Austin",
  baseState: "TX",
  hourlyRateMin: 95,
  hourlyRateMax: 250,
  rating: 4.9,
  reviewCount: 31,
  isAvailable: true,
  yearsExperience: 7,
  flightHours: 1240,
  memberSince: "2024-03-10T12:00:00.000Z",
};

function show(session = clientSession()) {
  mockApi({
    [`GET /api/pilots/${ID}`]: () => json(profile),
    "GET /api/pilots/missing": () => json({ message: "Pilot not found" }, 404),
  });
  return renderApp(<Route path="/pilots/:id" component={PilotDetailPage} />, {
    path: `/pilots/${ID}`,
    session,
  });
}

describe("a pilot's public profile", () => {
  it("shows who they are, what they fly, where and for how much", async () => {
    show();
    expect(
      await screen.findByRole("heading", { name: "Hill Country Aerial Imaging", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Alex M.")).toBeInTheDocument();
    const badges = screen.getByRole("list", { name: "Verified credentials" });
    expect(badges).toHaveTextContent("Part 107 current· checked Nov 12, 2026");
    expect(badges).toHaveTextContent("Insured $1M· checked Nov 12, 2026");
    expect(screen.getByText("Real Estate")).toBeInTheDocument();
    expect(screen.getByText("Commercial Inspection")).toBeInTheDocument();
    expect(screen.getByText("DJI Mavic 3 Pro")).toBeInTheDocument();
    expect(screen.getByText("$95-250/hr")).toBeInTheDocument();
    expect(screen.getByText("31 reviews", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Available for new missions")).toBeInTheDocument();
    expect(screen.getByText(/thermal roof inspections/)).toBeInTheDocument();
    expect(screen.getByText("1,240")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Map of service areas" })).toBeInTheDocument();
  });

  it("lets a client message the pilot or invite them to a job", async () => {
    show(clientSession());
    expect(await screen.findByRole("button", { name: "Message pilot" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Invite to a job" })).toHaveAttribute(
      "href",
      `/job/link?pilot=${ID}`,
    );
  });

  it("asks signed-out visitors to sign in, and comes back here afterwards", async () => {
    show(null as never);
    const link = await screen.findByRole("link", { name: "Sign in to hire Alex M." });
    expect(link).toHaveAttribute("href", "/login");
    link.click();
    expect(sessionStorage.getItem("auth_return_to")).toBe(`/pilots/${ID}`);
    sessionStorage.clear();
  });

  it("points users who cannot hire to their capability settings", async () => {
    show(pilotSession());
    const aside = await screen.findByRole("complementary", { name: "Rates and booking" });
    expect(within(aside).getByRole("link", { name: "Turn on hiring" })).toHaveAttribute(
      "href",
      "/settings/capabilities",
    );
    expect(within(aside).queryByRole("button", { name: "Message pilot" })).not.toBeInTheDocument();
  });

  it("says so when the pilot does not exist", async () => {
    mockApi({ "GET /api/pilots/missing": () => json({ message: "Pilot not found" }, 404) });
    renderApp(<Route path="/pilots/:id" component={PilotDetailPage} />, {
      path: "/pilots/missing",
    });
    expect(await screen.findByText("This profile isn't available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse All Pilots" })).toHaveAttribute(
      "href",
      "/pilots",
    );
  });
});
