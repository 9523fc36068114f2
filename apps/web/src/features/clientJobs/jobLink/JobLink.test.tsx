import { NO_CREDENTIAL_BADGES } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import JobLinkPage from "@/pages/JobLinkPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { jobRow } from "../testData";

afterEach(() => vi.unstubAllGlobals());

const PILOT_ID = "00000000-0000-4000-8000-0000000000b1";
const PILOT = {
  id: PILOT_ID,
  displayName: "Alex M.",
  businessName: "Skyline Aerial",
  bio: null,
  profileImageUrl: null,
  coverImageUrl: null,
  part107Verified: true,
  credentials: NO_CREDENTIAL_BADGES,
  insured: true,
  backgroundChecked: false,
  jobCategories: ["real_estate"],
  equipment: [],
  serviceAreas: [],
  baseCity: "Austin",
  baseState: "TX",
  hourlyRateMin: 90,
  hourlyRateMax: 180,
  rating: 4.8,
  reviewCount: 31,
  isAvailable: true,
  yearsExperience: 6,
  flightHours: 1240,
  memberSince: "2024-01-01T00:00:00.000Z",
};
const OPEN = jobRow();
const DONE = jobRow({
  id: "00000000-0000-4000-8000-000000000002",
  title: "Old shoot",
  status: "completed",
});
const LINK = `http://localhost:5000/jobs/${OPEN.id}`;

describe("/job/link", () => {
  it("sends the chosen open job to the pilot from the profile, then offers the link", async () => {
    const calls = mockApi({
      [`GET /api/pilots/${PILOT_ID}`]: () => json(PILOT),
      "GET /api/jobs/client": () => json([OPEN, DONE]),
      [`POST /api/jobs/${OPEN.id}/invitations`]: () =>
        json(
          {
            id: "i1",
            jobId: OPEN.id,
            pilotProfileId: PILOT_ID,
            link: LINK,
            createdAt: OPEN.createdAt,
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderApp(<JobLinkPage />, { path: `/job/link?pilot=${PILOT_ID}`, session: clientSession() });

    expect(await screen.findByRole("link", { name: "Alex M." })).toHaveAttribute(
      "href",
      `/pilots/${PILOT_ID}`,
    );
    const send = screen.getByRole("button", { name: "Send job to Alex M." });
    expect(send).toBeDisabled();
    // Only open jobs can be sent.
    expect(screen.queryByText("Old shoot")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Aerial photos of a lakeside home/ }));
    await user.type(screen.getByLabelText("Message to the pilot"), "Would love your proposal");
    await user.click(send);

    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        pilotProfileId: PILOT_ID,
        message: "Would love your proposal",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Alex M. is invited" })).toBeInTheDocument();
    expect(screen.getByLabelText("Link to the job")).toHaveValue(LINK);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("finds a pilot near the client when none is given", async () => {
    mockApi({
      "GET /api/pilots/search": () =>
        json({
          pilots: [
            {
              anonymized: false,
              id: PILOT_ID,
              displayName: "Alex M.",
              businessName: null,
              profileImageUrl: null,
              flightHours: 10,
              city: "Austin",
              state: "TX",
              rating: 4.8,
              reviewCount: 31,
              categories: [],
              hourlyRateMin: 90,
              hourlyRateMax: 180,
              yearsExperience: 6,
              part107Verified: true,
              credentials: NO_CREDENTIAL_BADGES,
              insured: true,
              backgroundChecked: false,
              isAvailable: true,
              distanceMiles: 3,
            },
          ],
          total: 1,
          totalIsEstimate: false,
          page: 1,
          pageSize: 8,
          sort: "rating",
        }),
      [`GET /api/pilots/${PILOT_ID}`]: () => json(PILOT),
      "GET /api/jobs/client": () => json([OPEN]),
    });
    const user = userEvent.setup();
    const { location } = renderApp(<JobLinkPage />, {
      path: "/job/link",
      session: clientSession(),
    });
    expect(screen.getByLabelText("Pilots near")).toHaveValue("Austin, TX");
    const list = await screen.findByRole("list", { name: "Pilots to choose from" });
    await user.click(within(list).getByRole("button", { name: "Choose Alex M." }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/job/link?pilot=${PILOT_ID}`));
  });

  it("offers to post a job for the pilot when no job is open", async () => {
    mockApi({
      [`GET /api/pilots/${PILOT_ID}`]: () => json(PILOT),
      "GET /api/jobs/client": () => json([DONE]),
    });
    renderApp(<JobLinkPage />, { path: `/job/link?pilot=${PILOT_ID}`, session: clientSession() });
    expect(await screen.findByRole("link", { name: "Post a job for Alex M." })).toHaveAttribute(
      "href",
      `/job/post?invite=${PILOT_ID}`,
    );
  });

  it("says when the pilot's profile is gone", async () => {
    mockApi({ "GET /api/jobs/client": () => json([OPEN]) });
    renderApp(<JobLinkPage />, { path: `/job/link?pilot=${PILOT_ID}`, session: clientSession() });
    expect(
      await screen.findByText("This pilot's profile isn't available. Choose another pilot."),
    ).toBeInTheDocument();
  });
});
