import { feeBreakdown } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "@/routes/AppRoutes";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, newUserSession, renderApp } from "@/test/renderApp";

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const operator = () => newUserSession({ role: "admin", firstName: "Olive", lastName: "Ops" });
const DISPUTE_ID = "00000000-0000-4000-8000-00000000d001";
const JOB_ID = "00000000-0000-4000-8000-00000000a001";
const fees = feeBreakdown(450_00, { clientFeeBps: 500, pilotCommissionBps: 1000 });
const party = (name: string) => ({
  userId: "00000000-0000-4000-8000-0000000000aa",
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  organisation: null,
});
const dispute = {
  id: DISPUTE_ID,
  jobId: JOB_ID,
  status: "open",
  reason: "The photos are of the wrong building entirely.",
  openedBy: "client",
  createdAt: "2026-05-01T10:00:00.000Z",
  payoutOfPriceCents: null,
  resolutionNote: null,
  resolvedAt: null,
};
const detail = {
  dispute,
  otherDisputes: [],
  job: {
    id: JOB_ID,
    title: "Roof inspection on Elm St",
    status: "disputed",
  },
  client: party("Dana Reyes"),
  pilot: party("Maya Ortiz"),
  money: {
    priceCents: fees.price,
    clientFeeCents: fees.clientFee,
    clientTotalCents: fees.clientTotal,
    pilotCommissionCents: fees.pilotCommission,
    pilotNetCents: fees.pilotNet,
    heldCents: fees.clientTotal,
  },
  deliverables: [],
  evidence: [],
  history: [],
};

describe("the operator area", () => {
  it.each(["/admin", "/admin/ledger", `/admin/disputes/${DISPUTE_ID}`])(
    "is the 404 page at %s for anyone without the admin role",
    async (path) => {
      const calls = mockApi({});
      renderApp(<AppRoutes />, { path, session: clientSession() });
      expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
      expect(calls.filter((c) => c.url.startsWith("/api/admin"))).toEqual([]);
    },
  );

  it("lists disputes for an operator", async () => {
    mockApi({
      "GET /api/admin/disputes": () =>
        json({
          items: [
            {
              ...dispute,
              job: detail.job,
              client: detail.client,
              pilot: detail.pilot,
              priceCents: fees.price,
            },
          ],
          total: 1,
          open: 1,
          page: 1,
          pageSize: 20,
          hasMore: false,
        }),
    });
    renderApp(<AppRoutes />, { path: "/admin", session: operator() });
    const row = await screen.findByRole("link", { name: /Roof inspection on Elm St/ });
    expect(row).toHaveAttribute("href", `/admin/disputes/${DISPUTE_ID}`);
    expect(row).toHaveTextContent("$450.00");
  });

  it("previews the split as the amount changes and resolves with an Idempotency-Key", async () => {
    const calls = mockApi({
      [`GET /api/admin/disputes/${DISPUTE_ID}`]: () => json(detail),
      [`POST /api/admin/disputes/${DISPUTE_ID}/resolve`]: () =>
        json({ ...detail, dispute: { ...dispute, status: "resolved" } }),
    });
    const headers: Record<string, string>[] = [];
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockImplementation(
      ((original) => async (input: RequestInfo | URL, init?: RequestInit) => {
        headers.push((init?.headers ?? {}) as Record<string, string>);
        return original(input, init);
      })(fetchMock.getMockImplementation()!),
    );
    const user = userEvent.setup();
    renderApp(<AppRoutes />, { path: `/admin/disputes/${DISPUTE_ID}`, session: operator() });

    const amount = await screen.findByLabelText("Amount of the price to the pilot (US dollars)");
    await user.clear(amount);
    await user.type(amount, "450");
    const split = () => screen.getByText("Refund to the client").closest("dl")!;
    expect(within(split()).getByText("$0.00")).toBeInTheDocument();
    expect(within(split()).getByText("$405.00")).toBeInTheDocument();
    expect(within(split()).getByText("$67.50")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Full refund" }));
    expect(within(split()).getByText("$472.50")).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, "500");
    expect(
      screen.getByText("The payout can be at most the price: between $0 and $450.00"),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, "100");
    await user.click(screen.getByRole("button", { name: "Review and resolve" }));
    expect(screen.getByText("Explain the decision in at least 10 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Decision note"), "Wrong building; partial work shown.");
    await user.click(screen.getByRole("button", { name: "Review and resolve" }));
    const dialog = screen.getByRole("dialog", { name: "Resolve this dispute?" });
    await user.click(within(dialog).getByRole("button", { name: "Resolve and move the money" }));

    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({
      payoutOfPriceCents: 100_00,
      note: "Wrong building; partial work shown.",
    });
    const sent = headers[calls.indexOf(post)]!;
    expect(sent["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
