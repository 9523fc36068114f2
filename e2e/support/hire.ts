import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page } from "./test";
import { api, PILOT_PROFILE, uniqueEmail } from "./accounts";
import { verifiedPart107 } from "./credentials";

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A new flying account with a pilot profile and a verified Part 107, in its own context. */
export async function newPilot(browser: Browser, label = "flightlog-pilot"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await api(page, "POST", "/api/auth/register", {
    email: uniqueEmail(label),
    password: "e2e-strong-passphrase",
    firstName: "Flo",
    lastName: `Logger${randomUUID().slice(0, 6)}`,
  });
  await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
  await api(page, "PUT", "/api/profiles/pilot", { ...PILOT_PROFILE, businessName: "Flo Aerial" });
  await verifiedPart107(page);
  return page;
}

/** Posted by the client (Austin, TX), quoted by the pilot, paid with the test card: hired. */
export async function hiredJob(
  client: Page,
  pilot: Page,
  title: string,
  job: Record<string, unknown> = {},
): Promise<string> {
  const posted = await api(client, "POST", "/api/jobs", {
    title,
    serviceType: "real_estate",
    description: "Twenty photos of the house, the pool and the street.",
    location: "Austin, TX",
    budget: 450_00,
    deadline: inDays(20),
    deliverables: ["photos"],
    requirements: [],
    ...job,
  });
  const jobId = ((await posted.json()) as { id: string }).id;
  const applied = await api(pilot, "POST", `/api/jobs/${jobId}/applications`, {
    quote: 400_00,
    proposedDate: inDays(10),
    message: "I fly Austin listings every week and deliver the next day.",
  });
  const applicationId = ((await applied.json()) as { id: string }).id;
  const checkout = await api(client, "POST", "/api/checkout", { applicationId });
  const checkoutId = ((await checkout.json()) as { id: string }).id;
  const paid = await client.request.post(`/api/checkout/${checkoutId}/pay`, {
    headers: { Origin: origin(), "Idempotency-Key": randomUUID() },
    data: {
      cardNumber: "4242 4242 4242 4242",
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: "123",
      name: "Jordan Rivera",
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return jobId;
}
