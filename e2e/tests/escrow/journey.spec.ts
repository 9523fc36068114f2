import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { expect, test, type Browser, type Page } from "../../support/test";
import { api, DEMO, PILOT_PROFILE, signInByApi, toasts, uniqueEmail } from "../../support/accounts";
import { verifiedPart107 } from "../../support/credentials";

const fixture = (name: string) => resolve(import.meta.dirname, "../../fixtures", name);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A new pilot in a browser of their own, so the balance and payouts seen are this test's. */
async function newPilot(browser: Browser): Promise<{ page: Page; profileId: string }> {
  const page = await (await browser.newContext()).newPage();
  await api(page, "POST", "/api/auth/register", {
    email: uniqueEmail("escrow-pilot"),
    password: "e2e-strong-passphrase",
    firstName: "Rita",
    lastName: `Rotor${randomUUID().slice(0, 6)}`,
  });
  await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
  const saved = await api(page, "PUT", "/api/profiles/pilot", {
    ...PILOT_PROFILE,
    businessName: "Rita Rotor Aerial",
  });
  const profileId = ((await saved.json()) as { profile: { id: string } }).profile.id;
  await verifiedPart107(page);
  return { page, profileId };
}

test("hire through checkout, deliver, approve, get paid out and review each other", async ({
  page: client,
  browser,
}) => {
  test.slow();

  // The demo client posts a job and a new pilot quotes $400 for it.
  await signInByApi(client, DEMO.client);
  const title = `Lakefront listing aerials ${randomUUID().slice(0, 8)}`;
  const posted = await api(client, "POST", "/api/jobs", {
    title,
    serviceType: "real_estate",
    description: "Twenty photos and a short video of the house and the lake front.",
    location: "Austin, TX",
    budget: 450_00,
    deadline: inDays(20),
    deliverables: ["photos", "video"],
    requirements: [],
  });
  const jobId = ((await posted.json()) as { id: string }).id;
  const pilot = await newPilot(browser);
  await api(pilot.page, "POST", `/api/jobs/${jobId}/applications`, {
    quote: 400_00,
    proposedDate: inDays(10),
    message: "Rita here: I fly lakefront listings around Austin every week.",
  });

  // Hire leads to checkout: the quote, the 5% fee and the total, in test mode.
  await client.goto(`/client-jobs?job=${jobId}`);
  await client.getByRole("button", { name: "Hire" }).click();
  await expect(client).toHaveURL(/\/checkout\?checkout=/);
  await expect(client.getByText("Test mode").first()).toBeVisible();
  await expect(client.getByText("$400.00")).toBeVisible();
  await expect(client.getByText("$20.00")).toBeVisible();
  await expect(client.getByText("$420.00").first()).toBeVisible();
  await expect(client.getByText(/left to pay/)).toBeVisible();

  // The card form says what is missing; a declined card asks for another one.
  await client.getByRole("button", { name: "Pay $420.00" }).click();
  await expect(client.getByText("Enter the card number")).toBeVisible();
  await expect(client.getByText("Enter the name on the card")).toBeVisible();
  await client.getByRole("button", { name: "Use test card 4000 0000 0000 0002" }).click();
  await client.getByLabel("Name on card").fill("Jordan Rivera");
  await client.getByRole("button", { name: "Pay $420.00" }).click();
  await expect(client.getByRole("alert").filter({ hasText: "declined" })).toContainText(
    "Try another card.",
  );

  await client.getByLabel("Card number").fill("4242 4242 4242 4242");
  await client.getByRole("button", { name: "Pay $420.00" }).click();
  await expect(client).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(client.getByText("Paid and waiting for the pilot to start")).toBeVisible();

  // The pilot starts, uploads a photo and a video, and delivers.
  const p = pilot.page;
  await p.goto(`/jobs/${jobId}`);
  await p.getByRole("button", { name: "Start mission" }).click();
  await p.getByRole("dialog").getByRole("button", { name: "Start mission" }).click();
  // A delivery needs a logged flight (tests/flightLogs covers the form).
  const drone = await api(p, "POST", "/api/equipment", { name: "Mavic 3 Pro", type: "drone" });
  const takeoff = Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000;
  await api(p, "POST", `/api/jobs/${jobId}/flight-logs`, {
    equipmentId: ((await drone.json()) as { id: string }).id,
    takeoffAt: new Date(takeoff).toISOString(),
    landingAt: new Date(takeoff + 20 * 60_000).toISOString(),
    maxAltitudeFtAgl: 200,
    batteryPacks: 2,
  });
  await p.getByRole("link", { name: "Upload deliverables" }).click();
  await expect(p).toHaveURL(new RegExp(`/upload/${jobId}$`));
  await p.getByTestId("file-input").setInputFiles([fixture("roof.jpg"), fixture("flight.mp4")]);
  await expect(p.getByText("2 files uploaded")).toBeVisible();
  await expect(p.getByRole("progressbar", { name: "All uploads" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expect(p.getByRole("heading", { name: "Delivery 1: 2 files" })).toBeVisible();
  await p.getByRole("button", { name: "Deliver to client" }).click();
  await p.getByRole("dialog").getByRole("button", { name: "Deliver 2 files" }).click();
  await expect(p.getByText("Delivered: waiting for the client")).toBeVisible();

  // The client previews the photo, sees the video player, and approves.
  await client.reload();
  await expect(client.getByText("Delivery 1 is ready for your review")).toBeVisible();
  const thumbnail = client.getByRole("button", { name: "View roof.jpg" }).locator("img");
  await expect(thumbnail).toHaveJSProperty("complete", true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const video = client.locator("video");
  await expect(video).toHaveAttribute("controls", "");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await client.getByRole("button", { name: "View roof.jpg" }).click();
  await expect(client.getByRole("dialog", { name: "roof.jpg" }).locator("img")).toBeVisible();
  await client.keyboard.press("Escape");
  await client.getByRole("button", { name: "Approve and release payment" }).click();
  await client
    .getByRole("dialog")
    .getByRole("button", { name: "Approve and release payment" })
    .click();
  await expect(client.getByRole("status").filter({ hasText: "Completed" })).toBeVisible();
  await expect(toasts(client)).toContainText("Delivery approved");

  // The pilot's $360.00 (price less 10% commission) is available and paid out.
  await p.goto("/pilot/earnings");
  await expect(p.getByRole("row", { name: new RegExp(title) })).toContainText("$360.00");
  await expect(p.getByText("Available balance").locator("..")).toContainText("$360.00");
  await p.getByRole("button", { name: "Request payout" }).click();
  await p.getByRole("dialog").getByRole("button", { name: "Request payout" }).click();
  await expect(toasts(p)).toContainText("$360.00 is on its way");
  const payouts = p.getByRole("list", { name: "Payouts" });
  await expect(payouts.getByRole("listitem").first()).toContainText("$360.00");
  await expect(p.getByText("Available balance").locator("..")).toContainText("$0.00");

  // Both review; each review stays hidden until the other side has written theirs.
  await client.reload();
  await client.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await client.getByLabel("Your review (optional)").fill("Sharp photos, delivered early.");
  await client.getByRole("button", { name: "Send review" }).click();
  await expect(client.getByText(/Waiting for the other side/)).toBeVisible();

  await p.goto(`/jobs/${jobId}`);
  await expect(p.getByText("The client has already reviewed you")).toBeVisible();
  await p.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await p.getByLabel("Your review (optional)").fill("Clear brief and quick approval.");
  await p.getByRole("button", { name: "Send review" }).click();
  await expect(p.getByText("The client's review")).toBeVisible();
  await expect(p.getByText("Sharp photos, delivered early.")).toBeVisible();

  await client.reload();
  await expect(client.getByText("The pilot's review")).toBeVisible();
  await expect(client.getByText("Clear brief and quick approval.")).toBeVisible();

  // The rating reaches the pilot's ratings page and public profile.
  await p.goto("/pilot/ratings");
  await expect(p.getByText("Sharp photos, delivered early.")).toBeVisible();
  await client.goto(`/pilots/${pilot.profileId}`);
  await expect(
    client.getByRole("region", { name: "Reviews" }).getByText("Sharp photos, delivered early."),
  ).toBeVisible();
});
