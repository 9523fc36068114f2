// Lighthouse performance of the landing page (/) and the pilot directory (/pilots) with
// Lighthouse's mobile defaults (emulated phone, simulated slow 4G and 4x CPU slowdown), against
// the built server on loopback, in Debian's Chromium. Also the landing page's first-view
// JavaScript, gzipped. Run alone with `node scripts/bench/lighthouse.mjs`, or from `npm run bench`.
// Each page gets one warm-up run, left out, then LIGHTHOUSE_RUNS (3) counted ones.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, stopServer } from "./serverProcess.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const WEB_DIST = join(ROOT, "apps/web/dist");
const PAGES = ["/", "/pilots"];
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
    for (const path of PAGES) {
      // One run left out first: the fresh server's first queries and Chromium's empty caches
      // made the first run of each page 10-20 points lower than the ones after it.
      await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "silent",
        onlyCategories: ["performance"],
      }).catch(() => undefined);
      const scores = [];
      let last;
      let failures = 0;
      for (let run = 0; run < RUNS; run++) {
        // A run can fail on its own (Chrome occasionally hands Lighthouse an unreadable trace);
        // it is counted and left out of the median rather than scored 0.
        const lhr = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "silent",
          onlyCategories: ["performance"],
        }).then(
          (result) => result?.lhr,
          () => undefined,
        );
        const score = lhr?.categories.performance.score;
        if (!lhr || lhr.runtimeError || typeof score !== "number") {
          failures++;
          continue;
        }
        last = lhr;
        scores.push(Math.round(score * 100));
      }
      if (!last) {
        console.log(`lighthouse ${path}: every run failed`);
        continue;
      }
      const metric = (id) => last.audits[id]?.displayValue ?? "n/a";
      console.log(
        `lighthouse ${path} (mobile): performance ${median(scores)} (runs ${scores.join(", ")}` +
          `${failures ? `; ${failures} failed` : ""}); ` +
          `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, ` +
          `TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
      );
      if (path === "/") {
        const scripts = firstViewScripts(last, server.url);
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
