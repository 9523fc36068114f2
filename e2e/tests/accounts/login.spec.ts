import { expect, test } from "../../support/test";
import {
  api,
  DEMO,
  DEMO_PASSWORD,
  registerByApi,
  signInByApi,
  signInWithForm,
  toasts,
  uniqueEmail,
} from "../../support/accounts";

test.describe("sign in with email (spec section 4 'After login')", () => {
  for (const [email, destination, title] of [
    [DEMO.pilot, "/pilot-dashboard", "Flight Control Dashboard"],
    [DEMO.client, "/client-dashboard", "Project Command Center"],
  ] as const) {
    test(`${email} lands on ${destination}`, async ({ page }) => {
      await page.goto("/login");
      await signInWithForm(page, email);
      await expect(page).toHaveURL(destination);
      // First, and in one check: the toast closes 5 s after it shows (spec section 9), which a
      // loaded machine could spend drawing the dashboard or between two checks.
      await expect(toasts(page)).toContainText(
        /Welcome back!\s*You've been successfully logged in\./,
      );
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    });
  }

  test("shows 'Signing in...' while the call is pending", async ({ page }) => {
    await page.route("**/api/auth/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto("/login");
    await signInWithForm(page, DEMO.both);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/(pilot|client)-dashboard$/);
  });

  test("a pilot without a profile goes to /register/pilot", async ({ page }) => {
    const account = await registerByApi(page, "noprofile");
    await api(page, "PUT", "/api/me/capabilities", { canFly: true, canHire: false });
    await api(page, "POST", "/api/auth/logout");
    await page.goto("/login");
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL("/register/pilot");
    await expect(page.getByRole("heading", { name: "Set up your pilot profile" })).toBeVisible();
  });

  test("a client without a profile goes to /register/client", async ({ page }) => {
    const account = await registerByApi(page, "noclient");
    await api(page, "PUT", "/api/me/capabilities", { canFly: false, canHire: true });
    await api(page, "POST", "/api/auth/logout");
    await page.goto("/login");
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL("/register/client");
  });

  test("a stored return path wins and is cleared", async ({ page }) => {
    await page.goto("/login");
    await page.evaluate(() => sessionStorage.setItem("auth_return_to", "/pilots"));
    await signInWithForm(page, DEMO.pilot);
    await expect(page).toHaveURL("/pilots");
    expect(await page.evaluate(() => sessionStorage.getItem("auth_return_to"))).toBeNull();
  });

  test("wrong password and unknown email get their messages", async ({ page }) => {
    await page.goto("/login");
    await signInWithForm(page, DEMO.pilot, "not-the-password");
    await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
    await signInWithForm(page, uniqueEmail("nobody"), DEMO_PASSWORD);
    await expect(
      page.getByText("No account found with this email. Please register first."),
    ).toBeVisible();
    await expect(page).toHaveURL("/login");
  });

  test("validation texts of spec section 5", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });
});

test.describe("the error query parameter (spec section 8)", () => {
  for (const [path, code, message] of [
    ["/login", "oauth_failed", "Authentication failed. Please try again."],
    ["/login", "session_expired", "An error occurred during login."],
    ["/register", "oauth_failed", "Registration failed. Please try again."],
    ["/register", "whatever", "An error occurred during registration."],
  ] as const) {
    test(`${path}?error=${code}`, async ({ page }) => {
      await page.goto(`${path}?error=${code}`);
      await expect(page.getByRole("alert")).toHaveText(message);
    });
  }
});

test("signed-in users get the 404 page on /login and /register", async ({ page }) => {
  await signInByApi(page, DEMO.client);
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

test("signing in or up never flashes the 404 page on /login or /register", async ({ page }) => {
  // The route set switches to signed-in while still on /login; the navigation must win.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes("Page Not Found")) {
        (window as unknown as { saw404?: boolean }).saw404 = true;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const saw404 = () => page.evaluate(() => (window as unknown as { saw404?: boolean }).saw404);

  await page.goto("/login");
  await signInWithForm(page, DEMO.client);
  await expect(page).toHaveURL("/client-dashboard");
  expect(await saw404()).toBeFalsy();

  await api(page, "POST", "/api/auth/logout");
  await page.goto("/register");
  await page.getByLabel("First name").fill("Flash");
  await page.getByLabel("Last name").fill("Check");
  await page.getByLabel("Email").fill(uniqueEmail("flash"));
  await page.getByLabel("Password", { exact: true }).fill("long-enough-pass");
  await page.getByLabel("Confirm password").fill("long-enough-pass");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/registration");
  expect(await saw404()).toBeFalsy();
});
