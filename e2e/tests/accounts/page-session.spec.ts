import { expect, test } from "../../support/test";
import { DEMO, signInByApi } from "../../support/accounts";

// A signed-in page's HTML carries the session (server features/auth/pageSession.ts), so the
// page draws for the right person without first asking who is signed in.
test("a signed-in page opens for its person without asking the API who is signed in", async ({
  page,
}) => {
  await signInByApi(page, DEMO.client);
  const sessionRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/user") sessionRequests.push(request.url());
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Command Center");
  await expect(page.getByRole("button", { name: "JR, your account" })).toBeVisible();
  expect(sessionRequests).toEqual([]);
});
