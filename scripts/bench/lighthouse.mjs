// Lighthouse performance and accessibility of the pages of issue 19 with Lighthouse's mobile
// defaults (emulated phone, simulated slow 4G and 4x CPU slowdown), against the built server on
// loopback with the demo data, in Debian's Chromium: signed out (/, /pilots, a pilot, /login,
// /register) and signed in (the dashboard as client, pilot and dual, /job-board, /messages, a
// job), the session cookie sent with every request. Also the landing page's first-view
// JavaScript, gzipped. Run alone with `node scripts/bench/lighthouse.mjs`, or from `npm run bench`.
// Each page gets one warm-up run, left out, then LIGHTHOUSE_RUNS (3) counted ones.
// LIGHTHOUSE_PAGES picks pages by label, comma-separated ("/dashboard (client),/job-board"), or
// "signed-in" / "signed-out".
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lighthousePages } from "./lighthousePages.mjs";
import { startServer, stopServer } from "./serverProcess.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const WEB_DIST = join(ROOT, "apps/web/dist");
/** Runs per page; the median score is reported (single runs wander by a few points). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function chromePath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Gzipped size of each script the page loaded, read from the build output. */
function firstViewScripts(lhr, origin) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
    .map((item) => {
      const file = join(WEB_DIST, new URL(item.url).pathname);
      const gzip = existsSync(file) ? gzipSync(readFileSync(file)).length : item.transferSize;
      return { path: new URL(item.url).pathname, gzip };
    });
}

export async function runLighthouseBench() {
  // `npm run bench -- --pilots-only` runs the pilot search figures alone.
  if (process.argv.includes("--pilots-only")) return;
  const executable = chromePath();
  if (!executable) {
    console.log("lighthouse: skipped (no Chromium; set CHROME_PATH)");
    return;
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    const pages = await lighthousePages(server.url, process.env.LIGHTHOUSE_PAGES);
    const rows = [];
    for (const page of pages) {
      const url = `${server.url}${page.path}`;
      const flags = {
        port: chrome.port,
        output: "json",
        logLevel: "silent",
        onlyCategories: ["performance", "accessibility"],
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      };
      // One run left out first: the fresh server's first queries and Chromium's empty caches
      // made the first run of each page 10-20 points lower than the ones after it.
      await lighthouse(url, flags).catch(() => undefined);
      const runs = [];
      let failures = 0;
      for (let run = 0; run < RUNS; run++) {
        // A run can fail on its own (Chrome occasionally hands Lighthouse an unreadable trace);
        // it is counted and left out of the median rather than scored 0.
        const lhr = await lighthouse(url, flags).then(
          (result) => result?.lhr,
          () => undefined,
        );
        const score = lhr?.categories.performance.score;
        if (!lhr || lhr.runtimeError || typeof score !== "number") {
          failures++;
          continue;
        }
        // A redirect (to /login: the cookie was not taken) would measure another page.
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
          throw new Error(`${page.label}: ended on ${lhr.finalDisplayedUrl}`);
        }
        runs.push(lhr);
      }
      if (runs.length === 0) {
        console.log(`lighthouse ${page.label}: every run failed`);
        continue;
      }
      const scores = runs.map((r) => Math.round(r.categories.performance.score * 100));
      // The metrics shown are those of the median run (by performance score).
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const mid = runs[Math.floor(runs.length / 2)];
      // LIGHTHOUSE_SAVE_DIR keeps the median run's whole report (LCP element, long tasks, chains).
      if (process.env.LIGHTHOUSE_SAVE_DIR) {
        const name = page.label.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
        mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_SAVE_DIR, `${name}.json`), JSON.stringify(mid));
      }
      const metric = (id) => mid.audits[id]?.displayValue ?? "n/a";
      const row = {
        page: page.label,
        performance: median(scores),
        runs: scores.join(", ") + (failures ? `; ${failures} failed` : ""),
        accessibility: Math.round((mid.categories.accessibility?.score ?? 0) * 100),
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
      };
      rows.push(row);
      console.log(
        `lighthouse ${page.label} (mobile): performance ${row.performance} (runs ${row.runs}); ` +
          `accessibility ${row.accessibility}; FCP ${row.fcp}, LCP ${row.lcp}, TBT ${row.tbt}, ` +
          `CLS ${row.cls}`,
      );
      if (page.path === "/" && !page.cookie) {
        const scripts = firstViewScripts(mid, server.url);
        const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
        console.log(
          `landing first-view JS: ${kb(total)} gzipped in ${scripts.length} files ` +
            `(largest: ${[...scripts]
              .sort((a, b) => b.gzip - a.gzip)
              .slice(0, 4)
              .map((s) => `${s.path.replace("/assets/", "")} ${kb(s.gzip)}`)
              .join(", ")})`,
        );
      }
    }
    // The table of docs/benchmarks.md, ready to paste.
    console.log(
      "\n| Page | Performance (median of 3) | Runs | Accessibility | FCP | LCP | TBT | CLS |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of rows) {
      console.log(
        `| \`${r.page}\` | ${r.performance} | ${r.runs} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
      );
    }
  } finally {
    chrome.kill();
    await stopServer(server);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.chdir(ROOT);
  const { buildWhenStale } = await import("../lib/builds.mjs");
  buildWhenStale();
  await runLighthouseBench();
}
