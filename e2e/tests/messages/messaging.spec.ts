import { expect, test, type Browser, type Page } from "../../support/test";
import {
  api,
  CLIENT_PROFILE,
  DEMO,
  PILOT_PROFILE,
  registerByApi,
  signInByApi,
} from "../../support/accounts";

/** A fresh account in its own browser (a second person), set up to hire or to fly. */
async function person(browser: Browser, role: "pilot" | "client") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap|basemaps|unpkg\.com/, (route) => route.abort());
  const account = await registerByApi(page, `msg-${role}`);
  let pilotProfileId: string | undefined;
  if (role === "pilot") {
    await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
    const res = await api(page, "PUT", "/api/profiles/pilot", PILOT_PROFILE);
    pilotProfileId = (await res.json()).pilotProfile.id;
  } else {
    await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
    await api(page, "PUT", "/api/profiles/client", CLIENT_PROFILE);
  }
  return { page, account, pilotProfileId, close: () => context.close() };
}

const navBadge = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByTestId("unread-messages-badge");

test("a client messages a pilot from the profile and both talk live", async ({ browser }) => {
  test.slow(); // two browsers, each waiting on the other's messages
  const pilot = await person(browser, "pilot");
  const client = await person(browser, "client");
  try {
    // The pilot is on Messages with nothing yet; their tab's socket is open.
    await pilot.page.goto("/messages");
    await expect(pilot.page.getByText("No conversations yet")).toBeVisible();

    await client.page.goto(`/pilots/${pilot.pilotProfileId}`);
    await client.page.getByRole("button", { name: "Message pilot" }).click();
    await expect(client.page).toHaveURL(/\/messages\?c=[0-9a-f-]{36}$/);
    const clientThread = client.page.getByRole("region", { name: /^Conversation with Eve T\.$/ });
    const clientBox = clientThread.getByRole("textbox");
    await clientBox.fill("Hi! Could you shoot a listing in Austin on Friday?");
    await clientBox.press("Enter");
    await expect(clientThread.getByText("Hi! Could you shoot a listing")).toBeVisible();

    // The pilot sees it arrive without reloading: in the list, with the badge.
    await expect(navBadge(pilot.page)).toHaveText("1");
    const row = pilot.page.getByRole("list", { name: "Conversations" }).getByRole("link").first();
    await expect(row).toContainText("E2E Realty");
    await expect(row).toContainText("Could you shoot a listing in Austin");
    await row.click();
    const pilotThread = pilot.page.getByRole("region", { name: "Conversation with E2E Realty" });
    await expect(pilotThread.getByText("Hi! Could you shoot a listing")).toBeVisible();
    // Opening it reads it: the badge goes, and the client sees "Seen".
    await expect(navBadge(pilot.page)).toHaveCount(0);
    await expect(clientThread.getByText("· Seen")).toBeVisible();

    // Shift+Enter makes a new line; Enter sends.
    const pilotBox = pilotThread.getByRole("textbox");
    await pilotBox.fill("Yes, Friday works.");
    await pilotBox.press("Shift+Enter");
    await pilotBox.pressSequentially("Golden hour?");
    await pilotBox.press("Enter");
    await expect(pilotThread.getByText(/Yes, Friday works\.\s+Golden hour\?/)).toBeVisible();

    // The client, still on the thread, gets the reply live (and reads it at once).
    await expect(clientThread.getByText(/Yes, Friday works\.\s+Golden hour\?/)).toBeVisible();
    await expect(navBadge(client.page)).toHaveCount(0);

    // Elsewhere in the app, a new message shows on the nav badge.
    await client.page.goto("/dashboard");
    await pilotBox.fill("I'll bring the Mavic 3.");
    await pilotBox.press("Enter");
    await expect(navBadge(client.page)).toHaveText("1");
  } finally {
    await pilot.close();
    await client.close();
  }
});

test("the demo client finds the pilot's latest word on the townhomes shoot waiting", async ({
  page,
}) => {
  await signInByApi(page, DEMO.client);
  await page.goto("/messages");
  await expect(navBadge(page)).toHaveText("1");
  const row = page
    .getByRole("list", { name: "Conversations" })
    .getByRole("link")
    .filter({ hasText: "Alex M." });
  await expect(row).toContainText("Mueller townhomes");
  await expect(row).toContainText("Proofs within 24 hours");
  await expect(row.getByLabel("1 unread")).toBeVisible();

  await row.click();
  const thread = page.getByRole("region", { name: "Conversation with Alex M." });
  await expect(thread.getByText(/The site lead this month is Dana Ortiz/)).toBeVisible();
  await expect(navBadge(page)).toHaveCount(0);
});
