import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type Browser } from "../../support/test";
import { api, CLIENT_PROFILE, PILOT_PROFILE, registerByApi } from "../../support/accounts";

/** A fresh account in its own browser, set up to fly or to hire. */
async function person(browser: Browser, role: "pilot" | "client") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerByApi(page, `mail-${role}`);
  let pilotProfileId = "";
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

/**
 * Subjects of the emails to `email` the e2e server wrote to `$DATA_DIR/outbox/` (it has no
 * SMTP_URL). Sending happens in the background, so callers poll.
 */
async function subjectsTo(email: string): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const subjects: string[] = [];
  for (const file of await readdir(dir).catch(() => [])) {
    const raw = await readFile(join(dir, file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? "");
  }
  return subjects;
}

test("a pilot switches off email for messages and gets none, while other emails still arrive", async ({
  browser,
}) => {
  test.slow(); // waits on the background email worker
  const pilot = await person(browser, "pilot");
  const other = await person(browser, "pilot");
  const client = await person(browser, "client");
  try {
    // The pilot finds the settings from the notifications page and turns message email off.
    await pilot.page.goto("/notifications");
    await pilot.page.getByRole("link", { name: "Notification settings" }).click();
    await expect(pilot.page.getByRole("heading", { name: "Notification settings" })).toBeVisible();
    const messagesEmail = pilot.page.getByRole("switch", { name: "Email for Messages" });
    await expect(messagesEmail).toBeChecked();
    await messagesEmail.focus();
    await pilot.page.keyboard.press("Space");
    await expect(messagesEmail).not.toBeChecked();
    await expect(messagesEmail).toBeEnabled();
    await pilot.page.reload();
    await expect(pilot.page.getByRole("switch", { name: "Email for Messages" })).not.toBeChecked();
    await expect(
      pilot.page.getByRole("switch", { name: "Email for Applications and hiring" }),
    ).toBeChecked();

    // The client writes to both pilots; neither reads it.
    for (const to of [pilot, other]) {
      const started = await api(client.page, "POST", "/api/conversations", {
        pilotProfileId: to.pilotProfileId,
      });
      const { id } = (await started.json()) as { id: string };
      await api(client.page, "POST", `/api/conversations/${id}/messages`, {
        id: randomUUID(),
        body: "Could you shoot a listing in Austin on Friday?",
      });
    }
    // ...and invites the pilot to a job: the hiring group still emails.
    const posted = await api(client.page, "POST", "/api/jobs", {
      title: "Listing photos on Lake Travis",
      serviceType: "real_estate",
      description: "Twenty photos of the house and the lake front, golden hour if possible.",
      location: "Austin, TX",
      budget: 450_00,
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      deliverables: ["photos"],
      requirements: [],
    });
    const job = (await posted.json()) as { id: string };
    await api(client.page, "POST", `/api/jobs/${job.id}/invitations`, {
      pilotProfileId: pilot.pilotProfileId,
    });

    // The other pilot, email on, gets the message digest once it stayed unread...
    await expect
      .poll(() => subjectsTo(other.account.email), { timeout: 20_000 })
      .toContain("New message from Eve T.");
    // ...and by then the pilot got the invitation but no message email.
    await expect
      .poll(() => subjectsTo(pilot.account.email), { timeout: 20_000 })
      .toContain("You're invited to a job");
    // Both digests were due in the same pass of the worker (every second here); give it two.
    await pilot.page.waitForTimeout(2_000);
    expect(await subjectsTo(pilot.account.email)).toEqual(["You're invited to a job"]);
  } finally {
    await Promise.all([pilot.close(), other.close(), client.close()]);
  }
});
