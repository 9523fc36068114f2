// Names of the tests that failed, read from the suites' JSON reports, so the closing lines of
// `npm test` say which tests failed: CI often keeps only the tail of a long run's output.
import { relative } from "node:path";

// eslint-disable-next-line no-control-regex -- terminal colours in the reports' messages
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
const firstLine = (text) =>
  (
    String(text ?? "")
      .replace(ANSI_COLOUR, "")
      .split("\n")
      .find((line) => line.trim()) ?? ""
  ).trim();

// Vitest's JSON report (Jest's shape): a file that could not run has no assertion results.
export function vitestFailures(report, label) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const path = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      failures.push(
        `${label}: ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    if (file.status === "failed" && failed.length === 0) {
      failures.push(`${label}: ${path}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

// Playwright's JSON report: suites nest (file, describe blocks), each spec has its tests.
// `status` is "unexpected" (failed), or "flaky" (failed, then passed on CI's one retry).
export function playwrightTests(report, status) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const title = [...titles, spec.title].join(" › ");
        found.push(`browser: ${spec.file}:${spec.line} › ${title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the files: their title is the path, already in spec.file.
  for (const fileSuite of report?.suites ?? []) visit(fileSuite, []);
  return found;
}
