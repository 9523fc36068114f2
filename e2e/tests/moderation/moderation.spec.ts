import { randomUUID } from "node:crypto";
import { expect, test } from "../../support/test";
import {
  api,
  PILOT_PROFILE,
  registerByApi,
  signInByApi,
  signInWithForm,
  toasts,
} from "../../support/accounts";

const REASON = "Asked a client to pay outside SkyHire; see the reports of this week.";

test("the operator suspends a pilot, whose open page is sent to sign-in with the reason at once; reinstated, they sign in again", async ({
  page: pilot,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await registerByApi(pilot, `suspended-${randomUUID().slice(0, 4)}`);
  await api(pilot, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
  await api(pilot, "PUT", "/api/profiles/pilot", PILOT_PROFILE);
  // The pilot's tab is open, its real-time socket connected.
  const socket = pilot.waitForEvent("websocket");
  await pilot.goto("/pilot-dashboard");
  await socket;
  await expect(pilot.getByRole("heading", { level: 1 })).toBeVisible();

  const ops = await (await browser.newContext()).newPage();
  await signInByApi(ops, "ops@skyhire.test");
  await ops.goto("/admin/users");
  await ops.getByLabel("Name or email").fill(account.email);
  await ops.getByRole("button", { name: "Search" }).click();
  await ops.getByRole("link", { name: new RegExp(account.email) }).click();
  await expect(ops.getByRole("heading", { name: "Eve Tester" })).toBeVisible();
  await ops.getByRole("button", { name: "Suspend account" }).click();
  const dialog = ops.getByRole("dialog");
  await dialog.getByLabel("Reason shown to the account holder").fill(REASON);
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(toasts(ops).getByText("Account suspended")).toBeVisible();
  await expect(ops.getByText(`: ${REASON}`)).toBeVisible();

  // The pilot's open page leaves for sign-in by itself, saying why.
  await expect(pilot).toHaveURL(/\/login\?error=account_suspended$/);
  await expect(pilot.getByText(`This account is suspended: ${REASON}`)).toBeVisible();
  // Signing in again is refused with the reason.
  await signInWithForm(pilot, account.email, account.password);
  // The form's own error says it too, under the notice the page arrived with.
  await expect(pilot.locator("form").getByRole("alert")).toHaveText(
    `This account is suspended: ${REASON}`,
  );
  await expect(pilot).toHaveURL(/\/login/);

  // Reinstated, the pilot signs in as before.
  await ops.getByRole("button", { name: "Reinstate account" }).click();
  await ops.getByRole("dialog").getByLabel("Why reinstate?").fill("The client withdrew the claim.");
  await ops.getByRole("dialog").getByRole("button", { name: "Reinstate", exact: true }).click();
  await expect(toasts(ops).getByText("Account reinstated")).toBeVisible();
  await signInWithForm(pilot, account.email, account.password);
  await expect(pilot).not.toHaveURL(/\/login/);

  // Both actions are in the audit log.
  await ops.goto("/admin/audit");
  await ops.getByLabel("Action", { exact: true }).selectOption({ label: "Suspended account" });
  await expect(ops.getByRole("cell", { name: REASON })).toBeVisible();
});

test("a report of a pilot reaches the operator's queue, and the reporter hears the outcome", async ({
  page: reporter,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await registerByApi(reporter, `reporter-${randomUUID().slice(0, 4)}`);
  const found = await reporter.request.get("/api/pilots/search");
  const pilotId = ((await found.json()) as { pilots: { id: string }[] }).pilots[0]!.id;
  const note = `Uses another company's portfolio as their own (${randomUUID().slice(0, 6)}).`;

  await reporter.goto(`/pilots/${pilotId}`);
  await reporter.getByRole("button", { name: "Report this pilot" }).click();
  const dialog = reporter.getByRole("dialog", { name: "Report this pilot" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason")).toBeVisible();
  await dialog.getByLabel("Impersonation").check();
  await dialog.getByLabel("What happened? (optional)").fill(note);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toasts(reporter).getByText("Report sent")).toBeVisible();
  // A second report of the same pilot while the first is open is refused.
  await reporter.getByRole("button", { name: "Report this pilot" }).click();
  await dialog.getByLabel("Spam").check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("You have already reported this.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const ops = await (await browser.newContext()).newPage();
  await signInByApi(ops, "ops@skyhire.test");
  await ops.goto("/admin/reports");
  await ops.getByLabel("Reported").selectOption("pilot");
  const item = ops.getByRole("listitem").filter({ hasText: note });
  await expect(item.getByText(account.email)).toBeVisible();
  await item.getByRole("button", { name: "Mark acted on" }).click();
  const decide = ops.getByRole("dialog");
  await decide.getByLabel("Note to the reporter").fill("We asked the pilot to remove the photos.");
  await decide.getByRole("button", { name: "Mark acted on" }).click();
  await expect(toasts(ops).getByText("Report marked acted on")).toBeVisible();
  await expect(item).toHaveCount(0);

  await reporter.goto("/notifications");
  await expect(reporter.getByText("We acted on your report")).toBeVisible();
  await expect(reporter.getByText(/We asked the pilot to remove the photos\./)).toBeVisible();
});
