import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRoutes } from "@/routes/AppRoutes";
import { json, mockApi, type ApiCall } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";

const CHECKOUT_ID = "00000000-0000-4000-8000-0000000c0001";
const APPLICATION_ID = "00000000-0000-4000-8000-0000000a0001";
const JOB_ID = "00000000-0000-4000-8000-0000000b0001";

const checkout = {
  id: CHECKOUT_ID,
  status: "pending",
  jobId: JOB_ID,
  jobTitle: "Roof inspection on Elm St",
  applicationId: APPLICATION_ID,
  pilotProfileId: "00000000-0000-4000-8000-0000000d0001",
  pilotName: "Maya Ortiz",
  proposedDate: "2026-06-01T15:00:00.000Z",
  currency: "usd",
  priceCents: 400_00,
  serviceFeeCents: 20_00,
  totalCents: 420_00,
  expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
  paidAt: null,
  paymentMethodLabel: null,
  provider: "test",
  testMode: true,
};
const config = {
  provider: "test",
  testMode: true,
  publishableKey: null,
  testCards: [
    { number: "4242424242424242", outcome: "succeeds", label: "Visa, succeeds" },
    { number: "4000000000000002", outcome: "declined", label: "Visa, declined" },
    { number: "4000000000000119", outcome: "retry", label: "Visa, retry" },
  ],
  fees: { clientFeeBps: 500, pilotCommissionBps: 1000 },
};

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The Idempotency-Key each payment carried (mockApi records calls in fetch's order). */
function payKeys(calls: ApiCall[]): (string | undefined)[] {
  const sent = vi.mocked(fetch).mock.calls;
  return calls.flatMap((call, index) =>
    call.url.endsWith("/pay")
      ? [(sent[index]?.[1]?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]]
      : [],
  );
}

function setup(pay: (n: number) => Response) {
  let attempts = 0;
  const calls = mockApi({
    "GET /api/payments/config": () => json(config),
    [`GET /api/checkout/${CHECKOUT_ID}`]: () => json(checkout),
    "POST /api/checkout": () => json(checkout, 201),
    [`POST /api/checkout/${CHECKOUT_ID}/pay`]: () => pay(++attempts),
    [`GET /api/jobs/${JOB_ID}`]: () => json({ message: "Job not found" }, 404),
  });
  return calls;
}

const pays = (calls: ApiCall[]) => calls.filter((c) => c.url.endsWith("/pay"));

describe("checkout", () => {
  it("starts the checkout of a proposal and shows the quote, fee, total and test mode", async () => {
    const calls = setup(() => json({}, 500));
    const { location } = renderApp(<AppRoutes />, {
      path: `/checkout?application=${APPLICATION_ID}`,
      session: clientSession(),
    });
    expect(await screen.findByRole("heading", { name: "Hire Maya Ortiz" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      applicationId: APPLICATION_ID,
    });
    expect(location.history?.at(-1)).toBe(`/checkout?checkout=${CHECKOUT_ID}`);
    expect(screen.getAllByText("Test mode").length).toBeGreaterThan(0);
    expect(screen.getByText("$400.00")).toBeInTheDocument();
    expect(screen.getByText("Service fee (5%)")).toBeInTheDocument();
    expect(screen.getAllByText("$420.00").length).toBeGreaterThan(0);
    expect(screen.getByText(/left to pay/)).toHaveTextContent(/1[34]:\d\d left to pay/);
  });

  it("explains every field before sending anything", async () => {
    const calls = setup(() => json({}, 500));
    const user = userEvent.setup();
    renderApp(<AppRoutes />, {
      path: `/checkout?checkout=${CHECKOUT_ID}`,
      session: clientSession(),
    });
    await user.click(await screen.findByRole("button", { name: "Pay $420.00" }));
    expect(screen.getByText("Enter the card number")).toBeInTheDocument();
    expect(screen.getByText("Enter the expiry date")).toBeInTheDocument();
    expect(screen.getByText("Enter the security code")).toBeInTheDocument();
    expect(screen.getByText("Enter the name on the card")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Card number"), "4242424242424241");
    expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4241");
    await user.type(screen.getByLabelText("Expiry"), "0120");
    await user.click(screen.getByRole("button", { name: "Pay $420.00" }));
    expect(screen.getByText("This card number isn't valid. Check for a typo")).toBeInTheDocument();
    expect(screen.getByText("This card has expired")).toBeInTheDocument();
    expect(pays(calls)).toEqual([]);
  });

  it("asks for another card after a decline, with a new key for the new card", async () => {
    const calls = setup((n) =>
      n === 1
        ? json({ message: "Your card was declined.", details: { code: "card_declined" } }, 402)
        : json({ message: "Paid" }, 500),
    );
    const user = userEvent.setup();
    renderApp(<AppRoutes />, {
      path: `/checkout?checkout=${CHECKOUT_ID}`,
      session: clientSession(),
    });
    await user.click(
      await screen.findByRole("button", { name: "Use test card 4000 0000 0000 0002" }),
    );
    await user.type(screen.getByLabelText("Name on card"), "Dana Reyes");
    await user.click(screen.getByRole("button", { name: "Pay $420.00" }));
    expect(
      await screen.findByText("Your card was declined. Try another card."),
    ).toBeInTheDocument();
    expect(pays(calls)[0]!.body).toEqual({
      cardNumber: "4000000000000002",
      expMonth: 12,
      expYear: 2034,
      cvc: "123",
      name: "Dana Reyes",
    });

    await user.click(screen.getByRole("button", { name: "Use test card 4242 4242 4242 4242" }));
    await user.click(screen.getByRole("button", { name: "Pay $420.00" }));
    await waitFor(() => expect(pays(calls)).toHaveLength(2));
    const [first, second] = payKeys(calls);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it("retries a processing error with the same key and goes to the job once paid", async () => {
    const calls = setup((n) =>
      n === 1
        ? json(
            {
              message: "An error occurred while processing your card. Try again in a little bit.",
              details: { code: "processing_error", retryable: true },
            },
            402,
          )
        : json({
            checkout: { ...checkout, status: "paid", paidAt: new Date().toISOString() },
            job: { id: JOB_ID },
            application: { id: APPLICATION_ID },
          }),
    );
    const user = userEvent.setup();
    const { location } = renderApp(<AppRoutes />, {
      path: `/checkout?checkout=${CHECKOUT_ID}`,
      session: clientSession(),
    });
    await user.click(
      await screen.findByRole("button", { name: "Use test card 4000 0000 0000 0119" }),
    );
    await user.type(screen.getByLabelText("Name on card"), "Dana Reyes");
    await user.click(screen.getByRole("button", { name: "Pay $420.00" }));
    expect(
      await screen.findByText(/Press Pay again to retry: you won't be charged twice/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try again: pay $420.00" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/jobs/${JOB_ID}`));
    const [first, second] = payKeys(calls);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it("says when the checkout expired and nothing was charged", async () => {
    mockApi({
      "GET /api/payments/config": () => json(config),
      [`GET /api/checkout/${CHECKOUT_ID}`]: () => json({ ...checkout, status: "expired" }),
    });
    renderApp(<AppRoutes />, {
      path: `/checkout?checkout=${CHECKOUT_ID}`,
      session: clientSession(),
    });
    expect(
      await screen.findByRole("heading", { name: "This checkout expired" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the proposals" })).toHaveAttribute(
      "href",
      `/client-jobs?job=${JOB_ID}`,
    );
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("with Stripe, sends only the PaymentMethod id Stripe.js made from its own card field", async () => {
    let change: ((e: { complete: boolean }) => void) | undefined;
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: "pm_card_visa" } }));
    window.Stripe = () => ({
      elements: () => ({
        create: () => ({
          mount: () => undefined,
          destroy: () => undefined,
          on: (_: "change", handler: (e: { complete: boolean }) => void) => (change = handler),
        }),
      }),
      createPaymentMethod,
    });
    const calls = mockApi({
      "GET /api/payments/config": () =>
        json({
          ...config,
          provider: "stripe",
          testMode: false,
          publishableKey: "pk_live_x",
          testCards: [],
        }),
      [`GET /api/checkout/${CHECKOUT_ID}`]: () =>
        json({ ...checkout, provider: "stripe", testMode: false }),
      [`POST /api/checkout/${CHECKOUT_ID}/pay`]: () => json({}, 500),
    });
    const user = userEvent.setup();
    renderApp(<AppRoutes />, {
      path: `/checkout?checkout=${CHECKOUT_ID}`,
      session: clientSession(),
    });
    const pay = await screen.findByRole("button", { name: "Pay $420.00" });
    expect(screen.queryByText("Test mode")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(screen.getByText("Enter the card number, expiry and security code")).toBeInTheDocument();
    expect(createPaymentMethod).not.toHaveBeenCalled();

    change?.({ complete: true });
    await user.type(screen.getByLabelText("Name on card"), "Dana Reyes");
    await user.click(pay);
    await waitFor(() => expect(pays(calls)).toHaveLength(1));
    expect(pays(calls)[0]!.body).toEqual({ paymentMethodId: "pm_card_visa" });
    expect(payKeys(calls)[0]).toMatch(/^[0-9a-f-]{36}$/);
    delete window.Stripe;
  });
});
