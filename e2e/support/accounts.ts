import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "SkyHire-demo-2026";
export const DEMO = {
  pilot: "pilot@skyhire.test",
  client: "client@skyhire.test",
  both: "both@skyhire.test",
} as const;

/** A fresh address per call, so parallel tests never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

function baseUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}

/**
 * Same-origin JSON call through the page's context, so the session cookie it sets is the
 * browser's too. The Origin header is what a browser would send (the server checks it).
 */
export async function api(
  page: Page,
  method: "POST" | "PUT" | "GET",
  path: string,
  data?: unknown,
) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { Origin: baseUrl() },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response;
}

export type NewAccount = { email: string; password: string; firstName: string; lastName: string };

/** Registers (and so signs in) a new account through the API. */
export async function registerByApi(page: Page, label: string): Promise<NewAccount> {
  const account = {
    email: uniqueEmail(label),
    password: "e2e-strong-passphrase",
    firstName: "Eve",
    lastName: "Tester",
  };
  await api(page, "POST", "/api/auth/register", account);
  return account;
}

export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  await api(page, "POST", "/api/auth/login", { email, password });
}

export const PILOT_PROFILE = {
  part107Number: "4123456",
  businessName: "E2E Aerial",
  baseCity: "Austin",
  baseState: "TX",
  jobCategories: ["real_estate"],
  hourlyRateMin: 90,
  hourlyRateMax: 200,
};
export const CLIENT_PROFILE = { companyName: "E2E Realty", location: "Austin, TX" };

/** Signs in with email and password through the login form. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The toast area: one toast at a time (spec section 9). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** Who the mock OpenID provider signs in as, for this browser context only. */
export type MockIdentity = {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  deny?: boolean;
};

export async function useProviderIdentity(context: BrowserContext, identity: MockIdentity) {
  await context.addCookies([
    {
      name: "mock_oidc_identity",
      value: encodeURIComponent(JSON.stringify({ email_verified: true, ...identity })),
      url: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
    },
  ]);
}

/** Decodes the quoted-printable body of an .eml file, enough to read links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest password-reset link mailed to `email`. Without SMTP_URL the server writes mail
 * as .eml files to `$DATA_DIR/outbox/`; sending happens in the background, so this polls.
 */
export async function resetLinkFor(email: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [])).sort().reverse();
        for (const file of files) {
          const raw = decodeQuotedPrintable(await readFile(join(dir, file), "utf8"));
          if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "mi").test(raw)) continue;
          const match = raw.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { message: `a reset email to ${email} in ${dir}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}
