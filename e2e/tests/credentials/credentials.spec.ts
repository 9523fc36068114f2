import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../../support/test";
import { api, DEMO, PILOT_PROFILE, signInByApi, uniqueEmail } from "../../support/accounts";
import { CERTIFICATE_PDF, isoDay } from "../../support/credentials";

const document = { name: "scan.pdf", mimeType: "application/pdf", buffer: CERTIFICATE_PDF };

/** The operator's queue item of this pilot's credential. */
const queueItem = (page: Page, what: string, pilotName: string) =>
  page.getByRole("article", { name: `${what}: ${pilotName}` });

test("a new pilot uploads a certificate and insurance, the operator approves one and rejects the other, and clients filter by 'Part 107 current'", async ({
  page: pilot,
  browser,
}) => {
  test.setTimeout(180_000);
  const lastName = `Rotor${randomUUID().slice(0, 6)}`;
  const pilotName = `Nina ${lastName}`;
  await api(pilot, "POST", "/api/auth/register", {
    email: uniqueEmail("credentials"),
    password: "e2e-strong-passphrase",
    firstName: "Nina",
    lastName,
  });
  await api(pilot, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
  await api(pilot, "PUT", "/api/profiles/pilot", PILOT_PROFILE);

  // The pilot sends both credentials from the profile builder.
  await pilot.goto("/pilot/profile#credentials");
  const part107 = pilot.getByRole("form", { name: "Part 107 certificate" });
  await part107.getByLabel("Certificate number").fill("4123456");
  await part107.getByLabel("Latest knowledge test or recurrent training").fill(isoDay(-90));
  await part107.getByLabel(/^Document/).setInputFiles(document);
  await part107.getByRole("button", { name: "Send for review" }).click();
  const part107Section = pilot.getByRole("region", { name: "Part 107 certificate" });
  await expect(part107Section.getByText("Pending review")).toBeVisible();

  const insurance = pilot.getByRole("form", { name: "Certificate of insurance" });
  await insurance.getByLabel("Insurer").fill("Skyward Mutual");
  await insurance.getByLabel("Policy number").fill("SKY-2211-E2E");
  await insurance.getByLabel(/Per-occurrence coverage/).fill("1000000");
  await insurance.getByLabel("Effective date").fill(isoDay(-30));
  await insurance.getByLabel("Expiry date").fill(isoDay(330));
  await insurance.getByLabel(/^Document/).setInputFiles(document);
  await insurance.getByRole("button", { name: "Send for review" }).click();
  const insuranceSection = pilot.getByRole("region", { name: "Certificate of insurance" });
  await expect(insuranceSection.getByText("Pending review")).toBeVisible();

  // The operator approves the certificate and rejects the insurance with a reason.
  const ops = await (await browser.newContext()).newPage();
  // Every answer the operator's page receives, by address: a card near the top loads its
  // document as soon as it renders, before the test can start waiting for that request.
  const statusOf = new Map<string, number | undefined>();
  ops.on("requestfinished", async (request) =>
    statusOf.set(new URL(request.url()).pathname, (await request.response())?.status()),
  );
  await signInByApi(ops, "ops@skyhire.test");
  await ops.goto("/admin/credentials");
  // The queue comes a page at a time (each card holds a document viewer).
  const pagination = ops.getByRole("navigation", { name: "Pagination" });
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(ops).toHaveURL(/[?&]page=2/);
  await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
  // The newest submissions are on the last page: the operator finds the pilot by name.
  await ops.getByLabel("Pilot name or email").fill(lastName);
  await ops.getByLabel("Pilot name or email").press("Enter");
  await expect(ops).toHaveURL(new RegExp(`[?&]q=${lastName}`));
  await expect(ops.getByText("2 credentials waiting for review")).toBeVisible();
  const certificate = queueItem(ops, "Part 107 certificate", pilotName);
  await expect(certificate.getByText("4123456")).toBeVisible();
  // Its PDF shows in the browser's viewer once the card is on screen (not refused as a frame).
  const documentLink = certificate.getByRole("link", { name: "Open scan.pdf" });
  const documentUrl = (await documentLink.getAttribute("href")) ?? "";
  await documentLink.scrollIntoViewIfNeeded();
  await expect(certificate.locator('object[type="application/pdf"]')).toBeVisible();
  await expect.poll(() => statusOf.get(documentUrl)).toBe(200);
  await certificate.getByRole("button", { name: "Approve" }).click();
  await expect(certificate).toHaveCount(0);
  const policy = queueItem(ops, "Certificate of insurance", pilotName);
  // The keyboard's place moves to the card that took the decided one's place.
  await expect(policy.getByRole("heading", { level: 2 })).toBeFocused();
  await policy.getByRole("button", { name: "Reject..." }).click();
  const dialog = ops.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("The policy period is cut off on the scan.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(policy).toHaveCount(0);

  // The pilot sees both decisions.
  await pilot.reload();
  await expect(part107Section.getByText("Verified")).toBeVisible();
  await expect(insuranceSection.getByText("Rejected")).toBeVisible();
  await expect(
    insuranceSection.getByText("The policy period is cut off on the scan."),
  ).toBeVisible();

  // A client narrows the directory to pilots whose Part 107 is current and sees the badge.
  const client = await (await browser.newContext()).newPage();
  await signInByApi(client, DEMO.client);
  await client.goto("/pilots");
  await client.getByRole("switch", { name: "Part 107 current" }).click();
  await expect(client).toHaveURL(/part107Current=true/);
  const firstCard = client.getByRole("article").first();
  await expect(firstCard.getByText("Part 107 current")).toBeVisible();
});
