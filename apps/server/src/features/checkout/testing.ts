import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { CheckoutDto, CheckoutPaidDto } from "@skyhire/shared";
import type { TestBrowser } from "../../testing/browser";

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
