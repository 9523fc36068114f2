import { expect, test } from "../support/test";

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/this/path/does-not-exist");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page
    .getByRole("link", { name: "Go Home" })
    .or(page.getByRole("button", { name: "Go Home" }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("signed-in-only screens are not reachable signed out", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("unknown API paths answer 404 JSON with a request id", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body.message).toContain("/api/no-such-endpoint");
  expect(body.requestId).toBe(response.headers()["x-request-id"]);
});
