import { expect, test } from "../support/test";

test("pages are served with a Content-Security-Policy and work under it", async ({ page }) => {
  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'self'");
  // The inline theme, prerender and loader scripts of the built index.html, by hash.
  expect(policy.match(/'sha256-[A-Za-z0-9+/=]+'/g)?.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The app's code ran: the prerendered screen was hydrated and is no longer inert.
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await page.goto("/pilots");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The fixture fails the test if any of this reported a violation.
});

test("a script injected into a page is refused, and the check sees it", async ({
  page,
  cspViolations,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  // Nothing was refused while the page loaded, so what follows is the injection's alone.
  expect(cspViolations).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join("\n")).toContain("script-src");
  // Caused on purpose: not a failure of this test.
  cspViolations.length = 0;
});

test("the API documentation renders under the policy", async ({ page }) => {
  // Swagger UI's bundle is 1.5 MB of script: slow to start on a busy machine.
  test.setTimeout(90_000);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /SkyHire API/ })).toBeVisible({
    timeout: 60_000,
  });
});
