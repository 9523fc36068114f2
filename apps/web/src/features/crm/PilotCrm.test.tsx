import type { CrmClient, CrmClientDetail, CrmClientList } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import PilotCrmPage from "@/pages/PilotCrmPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const ACME = "00000000-0000-4000-8000-0000000000a1";
const BAY = "00000000-0000-4000-8000-0000000000b2";

const client = (overrides: Partial<CrmClient>): CrmClient => ({
  clientProfileId: ACME,
  contactName: "Cleo Client",
  companyName: "Acme Roofing",
  location: "Austin, TX",
  industry: "Roofing contractor",
  status: "active",
  jobs: { total: 3, active: 1, completed: 1, pending: 1, closed: 0 },
  earnedCents: 450_00,
  lastContactAt: "2026-03-02T15:00:00.000Z",
  rating: 4,
  ratingCount: 1,
  tags: ["Repeat client"],
  followUpOn: null,
  noteCount: 1,
  ...overrides,
});

const listOf = (items: CrmClient[]): CrmClientList => ({
  items,
  stats: { clients: 2, activeClients: 1, prospects: 1, activeJobs: 1, earnedCents: 450_00 },
});

const detail: CrmClientDetail = {
  ...client({}),
  memberSince: "2025-01-10T00:00:00.000Z",
  history: [
    {
      jobId: "00000000-0000-4000-8000-000000000f01",
      title: "Roof photos, north block",
      serviceType: "commercial_inspection",
      jobStatus: "completed",
      relation: "hired",
      applicationStatus: "accepted",
      quoteCents: 500_00,
      priceCents: 500_00,
      earnedCents: 450_00,
      rating: 4,
      location: "Austin, TX",
      deadline: null,
      lastActivityAt: "2026-03-02T15:00:00.000Z",
    },
  ],
  notes: [
    {
      id: "00000000-0000-4000-8000-0000000000e1",
      body: "Gate code 4412",
      createdAt: "2026-02-01T10:00:00.000Z",
      updatedAt: "2026-02-01T10:00:00.000Z",
    },
  ],
};

describe("the pilot's CRM", () => {
  it("shows the stats and the clients, with what was done together", async () => {
    const calls = mockApi({
      "GET /api/crm/clients": () =>
        json(
          listOf([
            client({}),
            client({
              clientProfileId: BAY,
              companyName: "Bayview Homes",
              contactName: "Bo B.",
              status: "prospect",
              earnedCents: 0,
              rating: null,
              jobs: { total: 1, active: 0, completed: 0, pending: 1, closed: 0 },
              tags: [],
              noteCount: 0,
            }),
          ]),
        ),
    });
    renderApp(<PilotCrmPage />, { path: "/pilot/crm", session: pilotSession() });

    const list = await screen.findByRole("list", { name: "Your clients" });
    expect(calls[0]?.url).toBe("/api/crm/clients");
    expect(screen.getByTestId("crm-clients")).toHaveTextContent("2");
    expect(screen.getByTestId("crm-active-jobs")).toHaveTextContent("1");
    expect(screen.getByTestId("crm-earned")).toHaveTextContent("$450");
    const [acme, bay] = within(list).getAllByRole("article");
    expect(within(acme!).getByRole("link", { name: "Acme Roofing" })).toHaveAttribute(
      "href",
      `/pilot/crm?client=${ACME}`,
    );
    expect(acme).toHaveTextContent("3 jobs · 1 active · 1 completed · 1 pending");
    expect(acme).toHaveTextContent("Rated you 4.0");
    expect(within(bay!).getByText("Prospect")).toBeInTheDocument();
  });

  it("keeps the status and search in the address bar", async () => {
    const calls = mockApi({ "GET /api/crm/clients": () => json(listOf([client({})])) });
    const user = userEvent.setup();
    const { location } = renderApp(<PilotCrmPage />, {
      path: "/pilot/crm",
      session: pilotSession(),
    });
    await screen.findByRole("list", { name: "Your clients" });
    await user.click(screen.getByRole("button", { name: "Active" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/pilot/crm?status=active"));
    await user.type(screen.getByLabelText("Search clients"), "acme");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/pilot/crm?status=active&q=acme"));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/crm/clients?status=active&q=acme"));
  });

  it("opens a client's panel with history and notes, and saves a new note", async () => {
    let notes = detail.notes;
    const calls = mockApi({
      "GET /api/crm/clients": () => json(listOf([client({})])),
      [`GET /api/crm/clients/${ACME}`]: () => json({ ...detail, notes }),
      [`POST /api/crm/clients/${ACME}/notes`]: ({ body }) => {
        const note = {
          id: "00000000-0000-4000-8000-0000000000e2",
          body: (body as { body: string }).body,
          createdAt: "2026-03-03T10:00:00.000Z",
          updatedAt: "2026-03-03T10:00:00.000Z",
        };
        notes = [note, ...notes];
        return json(note, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(<PilotCrmPage />, { path: `/pilot/crm?client=${ACME}`, session: pilotSession() });

    const panel = await screen.findByRole("dialog");
    await within(panel).findByRole("heading", { name: "Acme Roofing" });
    expect(within(panel).getByRole("link", { name: "Roof photos, north block" })).toHaveAttribute(
      "href",
      `/jobs/${detail.history[0]!.jobId}`,
    );
    expect(within(panel).getByText("$450 earned")).toBeInTheDocument();
    expect(within(panel).getByText("Gate code 4412")).toBeInTheDocument();

    await user.type(within(panel).getByLabelText("New note"), "Prefers mornings");
    await user.click(within(panel).getByRole("button", { name: "Save note" }));
    await within(panel).findByText("Prefers mornings");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ body: "Prefers mornings" });
    expect(within(panel).getByLabelText("New note")).toHaveValue("");
  });

  it("points a pilot with no clients yet to the job board", async () => {
    mockApi({
      "GET /api/crm/clients": () =>
        json({
          items: [],
          stats: { clients: 0, activeClients: 0, prospects: 0, activeJobs: 0, earnedCents: 0 },
        }),
    });
    renderApp(<PilotCrmPage />, { path: "/pilot/crm", session: pilotSession() });
    await screen.findByText("No clients yet");
    expect(screen.getByRole("link", { name: "Browse the job board" })).toHaveAttribute(
      "href",
      "/jobs",
    );
  });

  it("shows a retry when the list fails", async () => {
    mockApi({ "GET /api/crm/clients": () => json({ message: "Boom" }, 500) });
    renderApp(<PilotCrmPage />, { path: "/pilot/crm", session: pilotSession() });
    await screen.findByText("We couldn't load your clients. Please try again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("tells a user who does not fly how to turn it on, without calling the API", async () => {
    const calls = mockApi({});
    renderApp(<PilotCrmPage />, { path: "/pilot/crm", session: clientSession() });
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("Flying missions isn't switched on for your account");
    expect(within(note).getByRole("link")).toHaveAttribute("href", "/settings/capabilities");
    expect(calls).toEqual([]);
  });
});
