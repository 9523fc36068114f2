import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { CheckoutDto, CheckoutPaidDto } from "@skyhire/shared";
import type { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../testing/jobFixtures";
import type { TestApp } from "../../testing/testApp";
import { postWithKey, sampleFiles, uploadOk } from "../delivery/testFixtures";
import { logTestFlight } from "../../testing/flightLogFixtures";

/** Card details as the checkout form sends them; 4242... succeeds with the test provider. */
export function testCard(number = "4242 4242 4242 4242") {
  return {
    cardNumber: number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: "123",
    name: "Cleo Client",
  };
}

/** POST /api/checkout as the client; expects it to be created. */
export async function startTestCheckout(
  client: { b: TestBrowser },
  applicationId: string,
): Promise<CheckoutDto> {
  const res = await client.b.post("/api/checkout", { applicationId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutDto;
}

/** POST /api/checkout/{id}/pay with an Idempotency-Key (a fresh one unless given). */
export function payTestCheckout(
  client: { b: TestBrowser },
  checkoutId: string,
  { card = testCard(), key = randomUUID() }: { card?: object; key?: string } = {},
) {
  return client.b.request({
    method: "POST",
    url: `/api/checkout/${checkoutId}/pay`,
    payload: card,
    headers: { "idempotency-key": key },
  });
}

/** The whole hire as a client does it: checkout, then pay with the card that succeeds. */
export async function hireThroughCheckout(
  client: { b: TestBrowser },
  applicationId: string,
): Promise<CheckoutPaidDto> {
  const checkout = await startTestCheckout(client, applicationId);
  const res = await payTestCheckout(client, checkout.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CheckoutPaidDto;
}

export interface PaidJob {
  client: TestClient;
  pilot: TestJobPilot;
  jobId: string;
  checkoutId: string;
}

/** A job posted, applied to at `price`, and hired through a real checkout and payment. */
export async function paidJob(t: TestApp, price = 400_00): Promise<PaidJob> {
  const client = await createTestClient(t);
  const pilot = await createJobPilot(t);
  const job = await postTestJob(client);
  const application = await applyToJob(pilot, job.id, { quote: price });
  const paid = await hireThroughCheckout(client, application.id);
  return { client, pilot, jobId: job.id, checkoutId: paid.checkout.id };
}

/** Started, one photo delivered: waiting for the client (needs a DATA_DIR for uploads). */
export async function deliverPaidJob({ pilot, jobId }: PaidJob): Promise<void> {
  const started = await pilot.b.post(`/api/jobs/${jobId}/start`);
  expect(started.statusCode, started.body).toBe(200);
  await uploadOk(pilot.b, jobId, [{ name: "front.jpg", content: sampleFiles.jpeg() }]);
  await logTestFlight(pilot.b, jobId);
  const delivered = await pilot.b.post(`/api/jobs/${jobId}/deliver`);
  expect(delivered.statusCode, delivered.body).toBe(200);
}

/** Paid, delivered and approved by the client: the pilot's net is in their balance. */
export async function approvedJob(t: TestApp, price = 400_00): Promise<PaidJob> {
  const job = await paidJob(t, price);
  await deliverPaidJob(job);
  const approved = await postWithKey(job.client.b, `/api/jobs/${job.jobId}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return job;
}
