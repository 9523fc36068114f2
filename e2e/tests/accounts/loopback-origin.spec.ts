import { expect, test } from "../../support/test";
import { signInWithForm, toasts, uniqueEmail } from "../../support/accounts";
import { startOwnServer, type OwnServer } from "../../support/ownServer";

// Issue 12: a newcomer runs `npm start` without APP_URL and opens http://127.0.0.1:PORT (not
// the http://localhost:PORT APP_URL defaults to); signing up and in must work there too.
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({ HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO_DATA: "false" });
});
test.afterAll(async () => server?.stop());

test("registers and signs in through http://127.0.0.1:PORT with APP_URL unset", async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${server.port}`;
  const email = uniqueEmail("loopback");
  const password = "a-long-passphrase";

  await page.goto(`${origin}/register`);
  await page.getByLabel("First name").fill("Lou");
  await page.getByLabel("Last name").fill("Pback");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`${origin}/registration`);
  await expect(toasts(page)).toContainText("Account created successfully!");

  await page.context().clearCookies();
  await page.goto(`${origin}/login`);
  await signInWithForm(page, email, password);
  // No role chosen yet: signing in leads to the choice of role, signed in.
  await expect(page).toHaveURL(`${origin}/registration`);
  expect((await page.request.get(`${origin}/api/auth/user`)).status()).toBe(200);
});
