import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EarningsDto, InvoiceListDto, ReceiptDto } from "@skyhire/shared";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { testDatabases, type TestApp } from "../../testing/testApp";
import { approvedJob, hireThroughCheckout, paidJob, type PaidJob } from "../checkout/testing";
import { buildDeliveryTestApp } from "../delivery/testFixtures";
import { lastMonths } from "./earnings";

describe.each(testDatabases())("invoices and earnings (%s)", (kind) => {
  let t: TestApp;
  let approved: PaidJob;
  let cancelled: PaidJob;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    approved = await approvedJob(t, 500_00);
    cancelled = await paidJob(t, 300_00);
    const res = await cancelled.client.b.post(`/api/jobs/${cancelled.jobId}/cancel`, {
      reason: "Plans changed",
    });
    expect(res.statusCode, res.body).toBe(200);
    // The cancel's own wake-up may already be running the refund; the sweep waits its turn
    // behind it (calling the runner directly could find the refund leased and return early).
    await t.app.payments.sweep();
  });
  afterAll(() => t.close());

  it("lists every payment, its fee and its refunds with receipt numbers", async () => {
    const res = await cancelled.client.b.get("/api/invoices");
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as InvoiceListDto;
    expect(list.totals).toEqual({
      paidCents: 315_00,
      serviceFeesCents: 15_00,
      refundedCents: 315_00,
    });
    expect(list.invoices).toHaveLength(1);
    const [invoice] = list.invoices;
    expect(invoice).toMatchObject({
      id: cancelled.checkoutId,
      status: "refunded",
      priceCents: 300_00,
      serviceFeeCents: 15_00,
      totalCents: 315_00,
      refundedCents: 315_00,
      paymentMethodLabel: "Visa •••• 4242",
    });
    expect(invoice!.receiptNumber).toMatch(/^P-[0-9A-F]{10}$/);
    expect(invoice!.refunds).toEqual([
      expect.objectContaining({ amountCents: 315_00, status: "succeeded", reason: "Full refund" }),
    ]);
  });

  it("answers a printable receipt to its client only", async () => {
    const res = await approved.client.b.get(`/api/invoices/${approved.checkoutId}`);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json() as ReceiptDto;
    expect(receipt).toMatchObject({
      status: "paid",
      totalCents: 525_00,
      testMode: true,
      provider: "test",
    });
    expect(receipt.lines.map((l) => l.amountCents)).toEqual([500_00, 25_00]);
    expect(receipt.billedTo.email).toBe(approved.client.user.email);
    const stranger = await createTestClient(t);
    expect((await stranger.b.get(`/api/invoices/${approved.checkoutId}`)).statusCode).toBe(404);
    expect((await approved.pilot.b.get(`/api/invoices/${approved.checkoutId}`)).statusCode).toBe(
      403,
    );
  });

  it("gives the pilot balance, escrow, payouts, a 12-month series and every job", async () => {
    const pending = await paidJob(t, 200_00);
    const res = await approved.pilot.b.get("/api/earnings");
    expect(res.statusCode, res.body).toBe(200);
    const earnings = res.json() as EarningsDto;
    expect(earnings).toMatchObject({
      availableCents: 450_00,
      pendingEscrowCents: 0,
      paidOutCents: 0,
      lifetimeNetCents: 450_00,
    });
    expect(earnings.monthly.map((m) => m.month)).toEqual(lastMonths(new Date()));
    expect(earnings.monthly.at(-1)?.netCents).toBe(450_00);
    expect(earnings.jobs).toEqual([
      expect.objectContaining({
        jobId: approved.jobId,
        priceCents: 500_00,
        commissionCents: 50_00,
        netCents: 450_00,
        source: "approved",
      }),
    ]);
    const other = (await pending.pilot.b.get("/api/earnings")).json() as EarningsDto;
    expect(other).toMatchObject({ availableCents: 0, pendingEscrowCents: 180_00, jobs: [] });
  });

  it("exports the earnings as a CSV attachment", async () => {
    const res = await approved.pilot.b.get("/api/earnings.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="skyhire-earnings-/);
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Job","Job ID","Price (USD)","Commission (USD)","Net (USD)","Source"',
    );
    expect(lines[1]).toContain('"500.00","50.00","450.00","Approved delivery"');
    expect((await approved.client.b.get("/api/earnings.csv")).statusCode).toBe(403);
  });

  it("exports the client's payments as a CSV attachment, formulas defused", async () => {
    const res = await cancelled.client.b.get("/api/invoices.csv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="skyhire-invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Receipt","Job","Job ID","Pilot","Price (USD)","Service fee (USD)","Total (USD)","Refunded (USD)","Status","Payment method"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${cancelled.jobId}"`);
    expect(lines[1]).toContain('"300.00","15.00","315.00","315.00","Refunded","Visa •••• 4242"');

    // A title a spreadsheet would run as a formula is written as text.
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const job = await postTestJob(client, { title: '=HYPERLINK("http://evil.test","Pay")' });
    const application = await applyToJob(pilot, job.id, { quote: 200_00 });
    await hireThroughCheckout(client, application.id);
    const csv = (await client.b.get("/api/invoices.csv")).body;
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.test"",""Pay"")"');

    // Pilots export earnings instead; another client's payments never appear.
    expect((await approved.pilot.b.get("/api/invoices.csv")).statusCode).toBe(403);
    expect(csv).not.toContain(cancelled.jobId);
  });
});
