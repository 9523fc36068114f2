import type { ClientPage, ClientSummary } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { jobRow } from "@/features/clientJobs/testData";
import ClientPublicPage from "@/pages/ClientPublicPage";
import ClientsPage from "@/pages/ClientsPage";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const ACME = "00000000-0000-4000-8000-0000000000a1";

const summary = (overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  id: ACME,
  companyName: "Acme Roofing",
  contactName: "Cleo C.",
  industry: "Roofing contractor",
  city: "Austin",
  state: "TX",
  memberSince: "2025-03-10T00:00:00.000Z",
  jobsPosted: 5,
  openJobs: 2,
  hires: 3,
  rating: 4.5,
  reviewCount: 2,
  distanceMiles: 3.2,
  ...overrides,
});

const page = (items: ClientSummary[], total = items.length, origin: string | null = null) => ({
  items,
  total,
  page: 1,
  pageSize: 12,
  origin,
  industries: ["Construction", "Roofing contractor"],
});

describe("client search", () => {
  it("lists clients who hire, with their record, a link to each and pages", async () => {
    const calls = mockApi({
      "GET /api/clients": () => json(page([summary()], 30, "Austin, TX")),
    });
    renderApp(<ClientsPage />, {
      path: "/clients?location=Austin%2C+TX&industry=Construction",
      session: pilotSession(),
    });
    const list = await screen.findByRole("list", { name: "Clients" });
    expect(calls[0]?.url).toBe(
      "/api/clients?industry=Construction&location=Austin%2C+TX&pageSize=12",
    );
    expect(screen.getByText("30 clients")).toBeInTheDocument();
    expect(screen.getByText(/hiring within 50 mi of Austin, TX/)).toBeInTheDocument();
    const card = within(list).getByRole("article");
    expect(within(card).getByRole("link", { name: "Acme Roofing" })).toHaveAttribute(
      "href",
      `/clients/${ACME}`,
    );
    expect(card).toHaveTextContent("Contact: Cleo C.");
    expect(card).toHaveTextContent("Austin, TX");
    expect(card).toHaveTextContent("3 mi away");
    expect(card).toHaveTextContent("5 posted · 3 hires");
    expect(card).toHaveTextContent("4.5 from 2 pilot reviews");
    expect(screen.getByLabelText("Industry")).toHaveValue("Construction");
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 3");
  });

  it("searches near a city and keeps it in the address bar", async () => {
    const calls = mockApi({ "GET /api/clients": () => json(page([summary()])) });
    const user = userEvent.setup();
    const { location } = renderApp(<ClientsPage />, {
      path: "/clients?page=2",
      session: pilotSession(),
    });
    await screen.findByRole("list", { name: "Clients" });
    expect(screen.getByLabelText("Distance")).toBeDisabled();
    await user.type(screen.getByLabelText("Near"), "Denver, CO");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/clients?location=Denver%2C+CO"));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/clients?location=Denver%2C+CO&pageSize=12"),
    );
    expect(screen.getByLabelText("Distance")).toBeEnabled();
  });

  it("says when a place can't be found, with a way out", async () => {
    mockApi({
      "GET /api/clients": () =>
        json({ message: "We couldn't find 'Atlantis, ZZ'.", requestId: "r1" }, 400),
    });
    renderApp(<ClientsPage />, {
      path: "/clients?location=Atlantis%2C+ZZ",
      session: pilotSession(),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't find 'Atlantis, ZZ'.");
    expect(within(alert).getByRole("link", { name: "Search everywhere instead" })).toHaveAttribute(
      "href",
      "/clients",
    );
  });

  it("has an empty state that clears the filters", async () => {
    mockApi({ "GET /api/clients": () => json(page([])) });
    renderApp(<ClientsPage />, { path: "/clients?q=zeppelin", session: pilotSession() });
    await screen.findByText("No clients match these filters");
    expect(
      screen.getByRole("link", { name: "Clear filters and see every client" }),
    ).toHaveAttribute("href", "/clients");
  });

  it("is for pilots: others get the capability notice and no call", async () => {
    const calls = mockApi({});
    renderApp(<ClientsPage />, { path: "/clients", session: clientSession() });
    expect(await screen.findByRole("note")).toHaveTextContent(
      "Flying missions isn't switched on for your account",
    );
    expect(calls).toEqual([]);
  });
});

describe("a client's page", () => {
  const job = jobRow({
    id: "00000000-0000-4000-8000-000000000f01",
    title: "Gutter survey",
    clientProfileId: ACME,
    distanceMiles: 4,
  });

  const renderPage = (handler: () => Response) => {
    mockApi({ [`GET /api/clients/${ACME}`]: handler });
    return renderApp(<Route path="/clients/:id" component={ClientPublicPage} />, {
      path: `/clients/${ACME}`,
      session: pilotSession(),
    });
  };

  it("shows the client's record and open jobs linking to each job", async () => {
    const client: ClientPage = { ...summary(), jobs: [job] };
    renderPage(() => json(client));
    expect(await screen.findByRole("heading", { name: "Acme Roofing" })).toBeInTheDocument();
    const record = screen.getByLabelText("Hiring record");
    expect(record).toHaveTextContent("Open jobs2");
    expect(record).toHaveTextContent("Pilots hired3");
    expect(record).toHaveTextContent("Pilot rating4.52 reviews");
    const jobs = screen.getByRole("list", { name: "Open jobs" });
    expect(within(jobs).getByRole("link", { name: "Gutter survey" })).toHaveAttribute(
      "href",
      `/jobs/${job.id}`,
    );
  });

  it("says so when the client is not found", async () => {
    renderPage(() => json({ message: "Client not found", requestId: "r" }, 404));
    expect(await screen.findByText("Client not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find clients" })).toHaveAttribute("href", "/clients");
  });
});
