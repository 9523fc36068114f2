import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { providerOperations } from "../../db/schema";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, type TestApp } from "../../testing/testApp";
import { startTestCheckout } from "../checkout/testing";
import { postWithKey } from "../delivery/testFixtures";
import { releaseEscrow } from "../escrow";
import { PaymentError } from "./provider";
import { createStripeProvider } from "./stripeProvider";

interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

/**
 * A stand-in for api.stripe.com on a local port: records what the SDK sends and answers like
 * Stripe does. `fail` makes the next N requests to a path answer 500 (the SDK retries them).
 */
function fakeStripe() {
  const seen: Seen[] = [];
  const failures = new Map<string, number>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const path = (req.url ?? "").split("?")[0]!;
    const form = Object.fromEntries(new URLSearchParams(body));
    seen.push({
      method: req.method ?? "",
      path,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      authorization: req.headers.authorization,
      form,
    });
    const send = (status: number, json: object) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake" });
      res.end(JSON.stringify(json));
    };
    const pending = failures.get(path) ?? 0;
    if (pending > 0) {
      failures.set(path, pending - 1);
      return send(500, { error: { type: "api_error", message: "Something went wrong" } });
    }
    if (path === "/v1/payment_intents") {
      if (form.payment_method === "pm_card_chargeDeclined") {
        return send(402, {
          error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
        });
      }
      return send(200, {
        id: "pi_fake_1",
        object: "payment_intent",
        status: "requires_capture",
        amount: Number(form.amount),
        payment_method: { id: form.payment_method, card: { brand: "visa", last4: "4242" } },
      });
    }
    const capture = path.match(/^\/v1\/payment_intents\/(\w+)\/(capture|cancel)$/);
    if (capture) {
      return send(200, {
        id: capture[1],
        object: "payment_intent",
        status: capture[2] === "capture" ? "succeeded" : "canceled",
      });
    }
    if (path === "/v1/refunds")
      return send(200, { id: "re_fake_1", object: "refund", status: "succeeded" });
    if (path === "/v1/transfers") return send(200, { id: "tr_fake_1", object: "transfer" });
    if (path === "/v1/accounts") return send(200, { id: "acct_fake_1", object: "account" });
    if (path === "/v1/account_links") {
      return send(200, {
        object: "account_link",
        url: `https://connect.stripe.com/setup/e/${form.account}/x`,
      });
    }
    return send(404, { error: { type: "invalid_request_error", message: `No route ${path}` } });
  });
  return {
    seen,
    failNext: (path: string, times: number) => failures.set(path, times),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SECRET = "sk_test_fake_0123456789";
const WEBHOOK_SECRET = "whsec_fake_0123456789";

describe("Stripe adapter against a local server", () => {
  const stripe = fakeStripe();
  let base: string;
  beforeAll(async () => {
    base = await stripe.start();
  });
  afterAll(() => stripe.stop());
  afterEach(() => {
    stripe.seen.length = 0;
  });

  const provider = () =>
    createStripeProvider({
      secretKey: SECRET,
      publishableKey: undefined,
      webhookSecret: undefined,
      apiBase: base,
    });

  it("authorizes with a manual-capture PaymentIntent, confirmed at once, under our key", async () => {
    const result = await provider().authorize({
      amountCents: 420_00,
      currency: "usd",
      method: { kind: "stripe", paymentMethodId: "pm_card_visa" },
      idempotencyKey: "authorize_abc",
      description: "SkyHire: Roof inspection",
      reference: "checkout-1",
    });
    expect(result).toEqual({ paymentId: "pi_fake_1", methodLabel: "Visa •••• 4242" });
    const [request] = stripe.seen;
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      idempotencyKey: "authorize_abc",
      authorization: `Bearer ${SECRET}`,
    });
    expect(request!.form).toMatchObject({
      amount: "42000",
      currency: "usd",
      capture_method: "manual",
      confirm: "true",
      payment_method: "pm_card_visa",
      "metadata[checkout_id]": "checkout-1",
    });
  });

  it("turns a card error into a final decline with Stripe's message", async () => {
    const attempt = provider().authorize({
      amountCents: 100,
      currency: "usd",
      method: { kind: "stripe", paymentMethodId: "pm_card_chargeDeclined" },
      idempotencyKey: "authorize_declined",
      description: "x",
      reference: "checkout-2",
    });
    await expect(attempt).rejects.toEqual(
      new PaymentError("card_declined", "Your card was declined.", false),
    );
  });

  it("captures, cancels, refunds and transfers with the amounts and keys given", async () => {
    const p = provider();
    await p.capture({ paymentId: "pi_fake_1", amountCents: 420_00, idempotencyKey: "capture_c1" });
    await p.void({ paymentId: "pi_fake_2", idempotencyKey: "void_pi_fake_2" });
    expect(
      await p.refund({
        paymentId: "pi_fake_1",
        amountCents: 210_00,
        idempotencyKey: "refund_t1",
        reference: "t1",
      }),
    ).toEqual({
      refundId: "re_fake_1",
    });
    expect(
      await p.payout({
        amountCents: 360_00,
        currency: "usd",
        destination: "acct_pilot",
        idempotencyKey: "payout_p1",
        reference: "p1",
      }),
    ).toEqual({ payoutId: "tr_fake_1" });
    expect(stripe.seen.map((r) => [r.path, r.idempotencyKey])).toEqual([
      ["/v1/payment_intents/pi_fake_1/capture", "capture_c1"],
      ["/v1/payment_intents/pi_fake_2/cancel", "void_pi_fake_2"],
      ["/v1/refunds", "refund_t1"],
      ["/v1/transfers", "payout_p1"],
    ]);
    expect(stripe.seen[0]!.form).toMatchObject({ amount_to_capture: "42000" });
    expect(stripe.seen[2]!.form).toMatchObject({ payment_intent: "pi_fake_1", amount: "21000" });
    expect(stripe.seen[3]!.form).toMatchObject({
      amount: "36000",
      currency: "usd",
      destination: "acct_pilot",
    });
  });

  it("retries a server error with the same Idempotency-Key, then reports it as retryable", async () => {
    stripe.failNext("/v1/refunds", 1);
    await provider().refund({
      paymentId: "pi_fake_1",
      amountCents: 100,
      idempotencyKey: "refund_retry",
      reference: "r",
    });
    expect(stripe.seen.map((r) => r.idempotencyKey)).toEqual(["refund_retry", "refund_retry"]);

    stripe.failNext("/v1/refunds", 5);
    const attempt = provider().refund({
      paymentId: "pi_fake_1",
      amountCents: 100,
      idempotencyKey: "refund_down",
      reference: "r",
    });
    await expect(attempt).rejects.toMatchObject({ code: "processing_error", retryable: true });
    stripe.failNext("/v1/refunds", 0);
  });

  describe("through the app (STRIPE_SECRET_KEY set)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp("pglite", {
        env: {
          STRIPE_SECRET_KEY: SECRET,
          STRIPE_API_BASE: base,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        },
      });
    });
    afterAll(() => t.close());

    it("pays a checkout with a PaymentMethod id and captures after the hire commits", async () => {
      const client = await createTestClient(t);
      const pilot = await createJobPilot(t);
      const job = await postTestJob(client);
      const application = await applyToJob(pilot, job.id, { quote: 400_00 });
      const checkout = await startTestCheckout(client, application.id);
      expect(checkout).toMatchObject({ provider: "stripe", testMode: true });
      const res = await client.b.request({
        method: "POST",
        url: `/api/checkout/${checkout.id}/pay`,
        payload: { paymentMethodId: "pm_card_visa" },
        headers: { "idempotency-key": "client-key-1" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().job.status).toBe("assigned");
      expect(stripe.seen.map((r) => r.path)).toEqual([
        "/v1/payment_intents",
        "/v1/payment_intents/pi_fake_1/capture",
      ]);
      expect(stripe.seen[0]!.form.amount).toBe("42000");
      expect(stripe.seen[1]!.idempotencyKey).toBe(`capture_${checkout.id}`);
      // Paid: a second payment with another key is refused before reaching Stripe.
      const again = await client.b.request({
        method: "POST",
        url: `/api/checkout/${checkout.id}/pay`,
        payload: {
          cardNumber: "4242424242424242",
          expMonth: 1,
          expYear: 2040,
          cvc: "123",
          name: "A",
        },
        headers: { "idempotency-key": "client-key-2" },
      });
      expect(again.statusCode).toBe(409);
      expect(stripe.seen).toHaveLength(2);
    });

    it("onboards a pilot to a connected account, then pays out by transfer to it", async () => {
      const client = await createTestClient(t);
      const pilot = await createJobPilot(t);
      const job = await postTestJob(client);
      const application = await applyToJob(pilot, job.id, { quote: 200_00 });
      const checkout = await startTestCheckout(client, application.id);
      const paid = await client.b.request({
        method: "POST",
        url: `/api/checkout/${checkout.id}/pay`,
        payload: { paymentMethodId: "pm_card_visa" },
        headers: { "idempotency-key": "client-key-3" },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      await t.database.db.transaction((tx) => releaseEscrow(tx, job.id));

      expect((await pilot.b.get("/api/payouts/account")).json()).toEqual({
        provider: "stripe",
        connected: false,
        label: null,
      });
      const refused = await postWithKey(pilot.b, "/api/payouts", {});
      expect(refused.statusCode).toBe(409);
      stripe.seen.length = 0;
      const onboarding = await pilot.b.post("/api/payouts/account/onboarding");
      expect(onboarding.statusCode, onboarding.body).toBe(200);
      expect(onboarding.json().url).toBe("https://connect.stripe.com/setup/e/acct_fake_1/x");
      expect(stripe.seen[0]).toMatchObject({
        path: "/v1/accounts",
        idempotencyKey: `payout_account_${pilot.user.id}`,
      });
      expect(stripe.seen[0]!.form).toMatchObject({
        type: "express",
        "capabilities[transfers][requested]": "true",
      });
      expect((await pilot.b.get("/api/payouts/account")).json().connected).toBe(true);

      stripe.seen.length = 0;
      const payout = await postWithKey(pilot.b, "/api/payouts", {});
      expect(payout.statusCode, payout.body).toBe(201);
      expect(payout.json()).toMatchObject({
        amountCents: 180_00,
        status: "paid",
        providerPayoutId: "tr_fake_1",
      });
      expect(stripe.seen[0]).toMatchObject({ path: "/v1/transfers" });
      expect(stripe.seen[0]!.form).toMatchObject({ amount: "18000", destination: "acct_fake_1" });
    });

    it("accepts only webhooks signed with the endpoint secret", async () => {
      const [refund] = await t.database.db
        .insert(providerOperations)
        .values({
          provider: "stripe",
          kind: "refund",
          idempotencyKey: "refund_webhook_case",
          amountCents: 100,
          status: "succeeded",
          resultId: "re_bounced",
        })
        .returning();
      const payload = JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "refund.failed",
        data: {
          object: {
            id: "re_bounced",
            object: "refund",
            status: "failed",
            failure_reason: "expired_or_canceled_card",
          },
        },
      });
      const forged = await t.app.inject({
        method: "POST",
        url: "/api/payments/stripe/webhook",
        payload,
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
      });
      expect(forged.statusCode).toBe(400);

      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const signed = await t.app.inject({
        method: "POST",
        url: "/api/payments/stripe/webhook",
        payload,
        // Cross-site on purpose: Stripe's servers send no Origin of ours.
        headers: { "content-type": "application/json", "stripe-signature": signature },
      });
      expect(signed.statusCode, signed.body).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(providerOperations)
        .where(eq(providerOperations.id, refund!.id));
      expect(row).toMatchObject({ status: "failed" });
      expect(row?.lastError).toContain("expired_or_canceled_card");
    });
  });
});
