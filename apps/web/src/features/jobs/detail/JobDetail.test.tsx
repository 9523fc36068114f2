import type { ApplicationDto, JobDetail } from "@skyhire/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthSession } from "@/features/auth/types";
import JobDetailPage from "@/pages/JobDetailPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";
import { endOfLocalDayIso, todayInput } from "../jobDates";

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = "00000000-0000-4000-8000-0000000000a1";
const APP_ID = "00000000-0000-4000-8000-0000000000a2";

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayInput(date);
}

const application = (over: Partial<ApplicationDto> = {}): ApplicationDto => ({
  id: APP_ID,
  jobId: JOB_ID,
  pilotProfileId: "00000000-0000-4000-8000-0000000000a3",
  status: "pending",
  quote: 40_000,
  proposedDate: endOfLocalDayIso(inDays(5)),
  message: "Ten years of real estate shoots around Austin.",
  counter: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});

const detail = (over: Partial<JobDetail> = {}): JobDetail => ({
  id: JOB_ID,
  title: "Aerial photos of a lakeside home",
  description: "Twenty photos of the house and the lake front.",
  serviceType: "real_estate",
  location: "Austin, TX",
  lat: 30.27,
  lng: -97.74,
  budget: 45_000,
  dateFrom: null,
  deadline: endOfLocalDayIso(inDays(10)),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  status: "open",
  rating: null,
  deliverables: ["photos", "video"],
  requirements: ["insurance"],
  insuranceMinimum: 100_000_000,
  propertyId: null,
  clientProfileId: "00000000-0000-4000-8000-0000000000c1",
  pilotProfileId: null,
  pendingApplications: 2,
  siteTimeZone: "America/Chicago",
  missionWindow: null,
  airspaceClass: null,
  plannedFlight: null,
  distanceMiles: 12.2,
  client: {
    companyName: "Lakeside Realty",
    location: "Austin, TX",
    jobsPosted: 4,
    hires: 2,
    rating: null,
    memberSince: "2025-02-01T00:00:00.000Z",
  },
  viewerRole: "pilot",
  myApplication: null,
  invited: false,
  property: null,
  hidden: null,
  ...over,
});

const pilot = () => ({
  ...pilotSession({ id: "u1" }),
  pilotProfile: { id: "p1", part107Number: "1234567" },
});

function renderJob(session: AuthSession = pilot()) {
  return renderApp(<Route path="/jobs/:id" component={JobDetailPage} />, {
    path: `/jobs/${JOB_ID}`,
    session,
  });
}

describe("a job's page for a pilot", () => {
  it("shows the whole job, the client and an Apply form that sends cents", async () => {
    let answer = detail({ invited: true });
    const calls = mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () => json(answer),
      [`POST /api/jobs/${JOB_ID}/applications`]: () => {
        answer = detail({ myApplication: application() });
        return json(application(), 201);
      },
    });
    const user = userEvent.setup();
    renderJob();

    expect(await screen.findByRole("heading", { name: answer.title })).toBeInTheDocument();
    expect(screen.getByText("You were invited")).toBeInTheDocument();
    expect(screen.getByText("$450")).toBeInTheDocument();
    expect(screen.getByText("12 mi away")).toBeInTheDocument();
    expect(screen.getByText("Liability insurance of at least $1,000,000")).toBeInTheDocument();
    expect(screen.getByText("No ratings yet")).toBeInTheDocument();
    expect(screen.getByText("Lakeside Realty")).toBeInTheDocument();

    const price = await screen.findByLabelText("Your price (US dollars)");
    expect(price).toHaveValue(450);
    await user.clear(price);
    await user.type(price, "400");
    fireEvent.change(screen.getByLabelText("Date you'd fly"), { target: { value: inDays(5) } });
    await user.type(screen.getByLabelText("Message to the client"), "Short");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Write at least 10 characters")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Message to the client"), " and sweet, I know the lake.");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByRole("heading", { name: "Your application" });
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      quote: 40_000,
      proposedDate: endOfLocalDayIso(inDays(5)),
      message: "Short and sweet, I know the lake.",
    });
  });

  it("offers Edit and Withdraw while pending, and withdraws after confirming", async () => {
    let answer = detail({ myApplication: application() });
    const calls = mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () => json(answer),
      [`POST /api/applications/${APP_ID}/withdraw`]: () => {
        answer = detail({ myApplication: application({ status: "withdrawn" }) });
        return json(application({ status: "withdrawn" }));
      },
    });
    const user = userEvent.setup();
    renderJob();

    const card = await screen.findByRole("heading", { name: "Your application" });
    expect(screen.getByText("$400")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw application" }));

    await waitFor(() => expect(screen.getByText("Withdrawn")).toBeInTheDocument());
    expect(card).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === `/api/applications/${APP_ID}/withdraw`)).toBe(true);
  });

  it("edits the proposal with PATCH", async () => {
    const calls = mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () => json(detail({ myApplication: application() })),
      [`PATCH /api/applications/${APP_ID}`]: () => json(application({ quote: 42_000 })),
    });
    const user = userEvent.setup();
    renderJob();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const price = screen.getByLabelText("Your price (US dollars)");
    await user.clear(price);
    await user.type(price, "420");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({ quote: 42_000 }),
    );
  });

  it("answers a pending counter-offer", async () => {
    const countered = application({
      counter: {
        quote: 38_000,
        proposedDate: null,
        message: "Could you do it for a bit less?",
        status: "pending",
        at: new Date().toISOString(),
      },
    });
    const calls = mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () => json(detail({ myApplication: countered })),
      [`POST /api/applications/${APP_ID}/counter/respond`]: () => json(countered),
    });
    const user = userEvent.setup();
    renderJob();
    const box = await screen.findByRole("region", { name: "Counter-offer" });
    expect(within(box).getByText("$380")).toBeInTheDocument();
    await user.click(within(box).getByRole("button", { name: "Accept" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/counter/respond"))?.body).toEqual({ accept: true }),
    );
  });

  it("offers nothing to change once the job is cancelled", async () => {
    mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () =>
        json(detail({ status: "cancelled", myApplication: application({ status: "rejected" }) })),
    });
    renderJob();
    expect(await screen.findByText("This job was cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
  });
});

describe("a job's page for its client", () => {
  it("asks for its lower parts' data with the job, once each, while their code loads later", async () => {
    const base = `/api/jobs/${JOB_ID}`;
    const calls = mockApi({
      [`GET ${base}`]: () =>
        json(
          detail({
            viewerRole: "client",
            status: "assigned",
            pilotProfileId: "00000000-0000-4000-8000-0000000000a3",
          }),
        ),
      [`GET ${base}/reschedules`]: () => json([]),
      [`GET ${base}/airspace-authorizations`]: () => json([]),
      [`GET ${base}/flight-conditions`]: () =>
        json({ located: false, message: "The job's place has no map position." }),
    });
    renderApp(<Route path="/jobs/:id" component={JobDetailPage} />, {
      path: `/jobs/${JOB_ID}`,
      session: clientSession(),
    });

    const asked = (path: string) => calls.filter((c) => c.url === `${base}${path}`).length;
    await screen.findByRole("heading", { name: "Aerial photos of a lakeside home" });
    // Asked for with the job, before the parts' code has arrived.
    expect(screen.queryByRole("region", { name: "Flight plan" })).not.toBeInTheDocument();
    expect(asked("/flight-conditions")).toBe(1);

    expect(await screen.findByText("The job's place has no map position.")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Flight plan" })).toBeInTheDocument();
    // The parts' own queries find the data the page asked for: no second request.
    expect(asked("/reschedules")).toBe(1);
    expect(asked("/airspace-authorizations")).toBe(1);
    expect(asked("/flight-conditions")).toBe(1);
    // Delivery lists start with the mission: nothing asked for a job only assigned.
    expect(calls.some((c) => c.url.includes("/delivery") || c.url.includes("/files"))).toBe(false);
  });

  it("links to applicants and edits, and cancels after confirming", async () => {
    const calls = mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () =>
        json(detail({ viewerRole: "client", distanceMiles: undefined })),
      [`POST /api/jobs/${JOB_ID}/cancel`]: () => json(detail({ status: "cancelled" })),
    });
    const user = userEvent.setup();
    renderJob(clientSession());

    expect(await screen.findByRole("link", { name: /Manage applicants/ })).toHaveAttribute(
      "href",
      `/client-jobs?job=${JOB_ID}`,
    );
    expect(screen.getByRole("link", { name: /Edit job/ })).toHaveAttribute(
      "href",
      `/job/post?edit=${JOB_ID}`,
    );
    expect(screen.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel job" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Moved to spring");
    await user.click(within(dialog).getByRole("button", { name: "Cancel job" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Moved to spring" }),
    );
  });

  it("hides Edit and Cancel when the lifecycle no longer allows them", async () => {
    mockApi({
      [`GET /api/jobs/${JOB_ID}`]: () =>
        json(detail({ viewerRole: "client", status: "completed" })),
    });
    renderJob(clientSession());
    expect(await screen.findByRole("link", { name: /Open in My Projects/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Edit job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel job" })).not.toBeInTheDocument();
  });

  it("says so when the job does not exist", async () => {
    mockApi({ [`GET /api/jobs/${JOB_ID}`]: () => json({ message: "Job not found" }, 404) });
    renderJob();
    expect(await screen.findByText("This job isn't available")).toBeInTheDocument();
  });
});
