import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "@/routes/AppRoutes";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, pilotSession, renderApp } from "@/test/renderApp";
import { applicationRow, jobRow } from "./testData";

// Page transitions scroll to the top, which jsdom does not implement.
beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const JOB = jobRow({ pendingApplications: 2 });
const jobUrl = `/client-jobs?job=${JOB.id}`;

describe("the hire guard on client job management", () => {
  it.each(["/client-jobs", "/client-job-management"])(
    "shows %s to users without the hire capability as a way to turn it on, asking nothing",
    async (path) => {
      const calls = mockApi({});
      renderApp(<AppRoutes />, { path, session: pilotSession() });
      expect(
        await screen.findByRole("heading", { name: "Hiring isn't enabled on your account" }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Review your capabilities" })).toHaveAttribute(
        "href",
        "/settings/capabilities",
      );
      expect(calls.filter((c) => c.url.startsWith("/api/jobs"))).toEqual([]);
    },
  );

  it("lets a client in, and lists their jobs by status with the pending count", async () => {
    mockApi({
      "GET /api/jobs/client": () =>
        json([JOB, jobRow({ id: "00000000-0000-4000-8000-000000000002", status: "completed" })]),
    });
    renderApp(<AppRoutes />, { path: "/client-job-management", session: clientSession() });
    const tabs = await screen.findByRole("navigation", { name: "Job status" });
    expect(within(tabs).getByRole("link", { name: "Open 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(tabs).getByRole("link", { name: "Completed 1" })).toBeInTheDocument();
    const row = screen.getByRole("link", { name: /Aerial photos of a lakeside home/ });
    expect(row).toHaveTextContent("2 pending");
    expect(row).toHaveAttribute("href", `/client-job-management?job=${JOB.id}`);
  });

  it("asks a client without a company profile to set one up", async () => {
    mockApi({});
    renderApp(<AppRoutes />, {
      path: "/client-jobs",
      session: { ...clientSession(), profile: null, clientProfile: null },
    });
    expect(await screen.findByRole("link", { name: "Set up company profile" })).toHaveAttribute(
      "href",
      "/client-profile",
    );
  });
});

describe("comparing proposals", () => {
  const pending = applicationRow(1, { quote: 380_00 }, { name: "Maya Ortiz" });
  const other = applicationRow(2, { quote: 450_00 }, { name: "Sam Lee", rating: 4.9 });
  const rejected = applicationRow(3, { status: "rejected" }, { name: "Ann Kim" });

  function api(overrides: Record<string, () => Response> = {}) {
    return mockApi({
      "GET /api/jobs/client": () => json([JOB]),
      [`GET /api/jobs/${JOB.id}/applications`]: () => json([rejected, other, pending]),
      ...overrides,
    });
  }

  const card = (name: string) => screen.getByRole("article", { name });

  it("shows each applicant's terms side by side, with actions only where allowed", async () => {
    api();
    renderApp(<AppRoutes />, { path: jobUrl, session: clientSession() });
    expect(await screen.findByRole("heading", { name: "Proposals (3)" })).toBeInTheDocument();

    const maya = card("Maya Ortiz");
    expect(maya).toHaveTextContent("$380");
    expect(maya).toHaveTextContent("Lowest price");
    expect(maya).toHaveTextContent("320");
    expect(maya).toHaveTextContent("12 mi away");
    expect(within(maya).getByRole("link", { name: "Maya Ortiz" })).toHaveAttribute(
      "href",
      `/pilots/${pending.pilotProfileId}`,
    );
    for (const action of ["Hire", "Counter-offer", "Reject", "Message Maya Ortiz"]) {
      expect(within(maya).getByRole("button", { name: action })).toBeInTheDocument();
    }
    expect(card("Sam Lee")).toHaveTextContent("Top rated");
    expect(within(card("Ann Kim")).queryByRole("button")).not.toBeInTheDocument();
    expect(card("Ann Kim")).toHaveTextContent("Not selected");
    expect(screen.getByRole("button", { name: "Cancel job" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View job page" })).toHaveAttribute(
      "href",
      `/jobs/${JOB.id}`,
    );
  });

  it("offers no hiring on a job that is no longer open", async () => {
    mockApi({
      "GET /api/jobs/client": () => json([{ ...JOB, status: "in_progress" }]),
      [`GET /api/jobs/${JOB.id}/applications`]: () =>
        json([{ ...pending, status: "accepted" }, other]),
    });
    renderApp(<AppRoutes />, { path: jobUrl, session: clientSession() });
    await screen.findByRole("heading", { name: "Proposals (2)" });
    expect(screen.queryByRole("button", { name: "Hire" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel job" })).not.toBeInTheDocument();
  });

  it("hires through checkout: Hire opens the payment of that proposal", async () => {
    api({});
    const user = userEvent.setup();
    const { location } = renderApp(<AppRoutes />, { path: jobUrl, session: clientSession() });
    await user.click(
      within(await screen.findByRole("article", { name: "Maya Ortiz" })).getByRole("button", {
        name: "Hire",
      }),
    );
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(`/checkout?application=${pending.id}`),
    );
  });

  it("sends a counter-offer in cents", async () => {
    const calls = api({
      [`POST /api/applications/${other.id}/counter`]: () => json(other),
    });
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { path: jobUrl, session: clientSession() });
    await user.click(
      within(await screen.findByRole("article", { name: "Sam Lee" })).getByRole("button", {
        name: "Counter-offer",
      }),
    );
    const dialog = screen.getByRole("dialog", { name: "Counter-offer to Sam Lee" });
    await user.click(within(dialog).getByRole("button", { name: "Send counter-offer" }));
    expect(within(dialog).getByText("Propose a price, a date, or both")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Your price (USD)"), "420");
    await user.type(within(dialog).getByLabelText("Message (optional)"), "Meet me halfway?");
    await user.click(within(dialog).getByRole("button", { name: "Send counter-offer" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/counter"))?.body).toEqual({
        quote: 420_00,
        proposedDate: null,
        message: "Meet me halfway?",
      }),
    );
  });

  it("shows where a counter-offer stands", async () => {
    mockApi({
      "GET /api/jobs/client": () => json([JOB]),
      [`GET /api/jobs/${JOB.id}/applications`]: () =>
        json([
          {
            ...pending,
            counter: {
              quote: 350_00,
              proposedDate: null,
              message: null,
              status: "pending",
              at: "2026-11-03T10:00:00.000Z",
            },
          },
        ]),
    });
    renderApp(<AppRoutes />, { path: jobUrl, session: clientSession() });
    expect(
      await screen.findByText("You proposed $350. Waiting for Maya Ortiz to answer."),
    ).toBeInTheDocument();
  });

  it("cancels the job after a confirmation, with an optional reason", async () => {
    let status = "open";
    const calls = api({
      "GET /api/jobs/client": () => json([{ ...JOB, status }]),
      [`POST /api/jobs/${JOB.id}/cancel`]: () => {
        status = "cancelled";
        return json({ ...JOB, status });
      },
    });
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { path: jobUrl, session: clientSession() });
    await user.click(await screen.findByRole("button", { name: "Cancel job" }));
    const dialog = screen.getByRole("dialog", { name: `Cancel "${JOB.title}"?` });
    expect(dialog).toHaveTextContent("the 2 pilots with pending proposals are told");
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Listing sold");
    await user.click(within(dialog).getByRole("button", { name: "Cancel job" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/cancel"))?.body).toEqual({
        reason: "Listing sold",
      }),
    );
    // The refreshed job is cancelled: no more Cancel button, and the dialog closed itself.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Cancel job" })).not.toBeInTheDocument();
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
  });
});
