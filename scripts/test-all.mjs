// `npm test`: every suite (unit, API integration, browser end-to-end), then one closing line
// "N passed, N failed" counting all suites together.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { buildWhenStale } from "./lib/builds.mjs";
import { playwrightTests, vitestFailures } from "./lib/failedTests.mjs";
import { SECOND_NODE_SUITES } from "./lib/secondNodeSuites.mjs";
import { chromiumPath } from "../e2e/support/chromiumPath.mjs";

process.chdir(resolve(import.meta.dirname, ".."));
const artifacts = resolve(".ci-artifacts");
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const flaky = [];
let suiteFailed = false;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) suiteFailed = true;
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

// Unit tests (shared rules, web components) and API integration tests (Fastify inject on PGlite,
// and on PostgreSQL too when TEST_DATABASE_URL is set), on this machine's Node.js and, when
// SECOND_NODE names another Node.js binary (CI: Node.js 24 LTS beside the machine's 20), on that
// one too: the target runtime and the one machines still ship must both pass.
function runVitest(label, node, reportName, env = {}, projects = [], files = []) {
  const report = resolve(artifacts, reportName);
  run(
    label,
    node,
    [
      resolve("node_modules/vitest/vitest.mjs"),
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...projects.flatMap((project) => ["--project", project]),
      ...files,
    ],
    env,
  );
  const vitest = readJson(report);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
    failures.push(...vitestFailures(vitest, label));
  } else {
    totals.failed += 1;
    console.error(`${label}: Vitest produced no report.`);
  }
}

runVitest(
  `unit and API tests (Vitest, Node.js ${process.version})`,
  process.execPath,
  "vitest.json",
);
const secondNode = process.env.SECOND_NODE;
if (secondNode) {
  const version = spawnSync(secondNode, ["--version"], { encoding: "utf8" }).stdout?.trim();
  if (!version) {
    totals.failed += 1;
    suiteFailed = true;
    console.error(`SECOND_NODE=${secondNode} does not run.`);
  } else if (version !== process.version) {
    runVitest(
      `unit and API tests (Vitest, Node.js ${version})`,
      secondNode,
      "vitest-second-node.json",
      // The runtime-sensitive suites only (scripts/lib/secondNodeSuites.mjs), on PGlite only:
      // PostgreSQL adds nothing runtime-specific. The web components' tests stay on the first
      // run: that code runs in browsers, never on the server's Node.js.
      { TEST_DATABASE_URL: "" },
      ["shared", "server", "server-isolated"],
      SECOND_NODE_SUITES,
    );
  }
}

// Browser end-to-end tests against the built server in Debian's Chromium.
const browser = chromiumPath();
if (!browser) {
  const banner = "!".repeat(72);
  console.error(
    `\n${banner}\nChromium was not found (looked at CHROMIUM_PATH and /usr/bin/chromium).`,
  );
  console.error("End-to-end tests did NOT run. Install it: apt-get install -y chromium");
  console.error(banner);
  if (process.env.CI === "true") {
    totals.failed += 1;
    suiteFailed = true;
  }
} else {
  buildWhenStale();
  const playwrightJson = resolve(artifacts, "playwright.json");
  run("end-to-end tests (Playwright + Chromium)", "npm", ["test", "-w", "e2e"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  const report = readJson(playwrightJson);
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    failures.push(...playwrightTests(report, "unexpected"));
    flaky.push(...playwrightTests(report, "flaky"));
  } else {
    totals.failed += 1;
    console.error("Playwright produced no report.");
  }
}

if (suiteFailed && totals.failed === 0) totals.failed = 1; // a suite crashed before counting
if (flaky.length) {
  const lines = flaky.map((line) => `  ${line}`).join("\n");
  console.log(`\nFlaky (failed, then passed on CI's retry; counted as passed):\n${lines}`);
}
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
