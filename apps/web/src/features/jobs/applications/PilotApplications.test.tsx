import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ApplicationsPage from "@/pages/ApplicationsPage";
import { json, mockApi } from "@/test/mockApi";
import { pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const PROFILE = "00000000-0000-4000-8000-0000000000f1";

const job = (title: string, status = "open") => ({
  id: `job-${title}`,
  title,
  description: null,
  serviceType: "construction",
  location: "Austin, TX",
  lat: null,
  lng: null,
  budget: 60_000,
  dateFrom: null,
  deadline: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  status,
  rating: null,
  deliverables: ["photos"],
  requirements: [],
  insuranceMinimum: null,
  propertyId: null,
  clientProfileId: "c",
  pilotProfileId: null,
  pendingApplications: 1,
  siteTimeZone: "America/Chicago",
  missionWindow: null,
  airspaceClass: null,
  plannedFlight: null,
});

const application = (id: string, status: string, title: string, extra = {}) => ({
  id,
  jobId: `job-${title}`,
  pilotProfileId: PROFILE,
  status,
  quote: 55_000,
  proposedDate: "2026-03-20T23:59:59.000Z",
  message: "I can fly it",
  counter: null,
  createdAt: "2026-03-02T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
  job: job(title, status === "accepted" ? "assigned" : "open"),
  ...extra,
});

const session = () => ({
  ...pilotSession(),
  pilotProfile: { id: PROFILE, part107Number: "1234567" },
});

describe("/pilot/applications", () => {
  it("lists the pilot's applications by status with the job, price and counter-offer", async () => {
    const calls = mockApi({
      [`GET /api/applications/pilot/${PROFILE}`]: () =>
        json([
          application("a1", "pending", "Bridge survey", {
            counter: {
              quote: 50_000,
              proposedDate: null,
              message: null,
              status: "pending",
              at: "2026-03-03T10:00:00.000Z",
            },
          }),
          application("a2", "accepted", "Roof inspection"),
          application("a3", "withdrawn", "Wedding video"),
        ]),
    });
    const user = userEvent.setup();
    const { location } = renderApp(<ApplicationsPage />, {
      path: "/pilot/applications",
      session: session(),
    });

    const tabs = await screen.findByRole("tablist", { name: "Applications by status" });
    expect(calls[0]?.url).toBe(`/api/applications/pilot/${PROFILE}`);
    expect(within(tabs).getByRole("tab", { name: "Pending 1" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const pending = screen.getByRole("tabpanel");
    expect(within(pending).getByRole("link", { name: "Bridge survey" })).toHaveAttribute(
      "href",
      "/jobs/job-Bridge survey",
    );
    expect(within(pending).getByText("$550")).toBeInTheDocument();
    expect(
      within(pending).getByText("Counter-offer of $500: waiting for your answer"),
    ).toBeInTheDocument();

    await user.click(within(tabs).getByRole("tab", { name: "Accepted 1" }));
    expect(location.history.at(-1)).toBe("/pilot/applications?status=accepted");
    expect(within(screen.getByRole("tabpanel")).getByText("Roof inspection")).toBeInTheDocument();

    await user.click(within(tabs).getByRole("tab", { name: "Rejected 0" }));
    expect(screen.getByText("No rejected applications")).toBeInTheDocument();
  });

  it("points a pilot without a profile to create one", () => {
    renderApp(<ApplicationsPage />, {
      path: "/pilot/applications",
      session: { ...pilotSession(), profile: null, pilotProfile: null },
    });
    expect(screen.getByRole("link", { name: "Build your pilot profile" })).toHaveAttribute(
      "href",
      "/register/pilot",
    );
  });
});
