import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromiumPath, headlessShellPath } from "./support/chromiumPath.mjs";

// The config is evaluated again in every worker; values kept in process.env are chosen once
// in the main process and inherited by the workers.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_WEATHER_PORT ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "skyhire-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// A local OpenID provider stands in for both Google and Apple (support/oidc.ts picks who signs in).
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
const weatherApi = `http://127.0.0.1:${process.env.E2E_WEATHER_PORT}`;
const repoRoot = resolve(import.meta.dirname, "..");
/** Chromium at `executablePath` with the flags every spec runs under. */
function chromiumProject(executablePath: string | null) {
  return {
    browserName: "chromium" as const,
    launchOptions: {
      executablePath: executablePath ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  };
}
// What only the full browser has: its PDF viewer (the operator's credential review shows the
// uploaded PDF and the spec waits for it to load) and the Push API. Everything else runs in the
// lighter headless shell (support/chromiumPath.mjs).
const FULL_BROWSER_SPECS = ["**/credentials/credentials.spec.ts", "**/push/push.spec.ts"];

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI's machines are small and loaded: a test that times out once runs once more, and the
  // closing lines of `npm test` name it as flaky (scripts/test-all.mjs). Locally: no retry.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // CI's machine is the submitting session's, and its speed varies: stop 29's browser suite took
  // 37.8 min against 16.8 min on a quiet machine of the same kind (2026-11-28), and two tests
  // that take 15 s there ran past 30 s. Timeouts guard against hangs, not speed (benchmarks
  // measure that), so CI gets twice the room; `test.slow()` triples it as before.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: FULL_BROWSER_SPECS,
      use: chromiumProject(headlessShellPath()),
    },
    { name: "chromium-full", testMatch: FULL_BROWSER_SPECS, use: chromiumProject(chromiumPath()) },
  ],
  webServer: [
    {
      // The server's own mock provider (apps/server/src/testing/mockOidcProvider.ts).
      command: `node --import tsx apps/server/src/testing/mockOidcProvider.ts --port ${process.env.E2E_OIDC_PORT}`,
      cwd: repoRoot,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A local replay of the National Weather Service API (no internet in CI).
      command: `node --import tsx apps/server/src/testing/fakeWeatherService.ts --port ${process.env.E2E_WEATHER_PORT}`,
      cwd: repoRoot,
      url: `${weatherApi}/points/39.6155,-104.8487`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node apps/server/dist/main.js",
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: baseURL,
        LOG_LEVEL: "warn",
        // Every test signs in from 127.0.0.1; the limit itself is covered by the server's tests.
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
        GOOGLE_CLIENT_ID: "e2e-google",
        GOOGLE_CLIENT_SECRET: "e2e-google-secret",
        GOOGLE_ISSUER: oidcIssuer,
        APPLE_CLIENT_ID: "e2e-apple",
        APPLE_CLIENT_SECRET: "e2e-apple-secret",
        APPLE_ISSUER: oidcIssuer,
        WEATHER_API_URL: weatherApi,
        // Message emails wait for ten unread minutes in production; seconds here
        // (tests/notifications/email-settings.spec.ts).
        MESSAGE_EMAIL_DELAY_SECONDS: "2",
        EMAIL_INTERVAL_SECONDS: "1",
      },
    },
  ],
});
