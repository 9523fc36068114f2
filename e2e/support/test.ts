import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
} from "@playwright/test";

// Every spec imports `test` and `expect` from here (eslint refuses "@playwright/test" in
// e2e/tests), so every test runs with the Content-Security-Policy check below.
export * from "@playwright/test";
export { expect };

const REPORT_MARK = "[csp violation]";

/**
 * Runs in every document before its own scripts: Chromium also logs a violation on its own
 * ("Refused to … because it violates the following Content Security Policy directive"), but
 * the event names the directive and the blocked address even when the log line is not sent.
 */
const REPORT_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (e) => {
  console.error(${JSON.stringify(REPORT_MARK)} + " " + e.effectiveDirective + " blocked " +
    (e.blockedURI || "inline") + " in " + e.sourceFile + ":" + e.lineNumber);
});`;

function isViolation(message: ConsoleMessage): boolean {
  const text = message.text();
  return text.startsWith(REPORT_MARK) || text.includes("Content Security Policy");
}

/**
 * `violations`: the CSP reports. `events`: every page's uncaught errors, console errors,
 * failed, slow or 5xx requests and navigations, across all of the test's contexts (Playwright's
 * trace records only the `page` fixture's), and `pending` the requests not yet answered:
 * reported with a failing test as "browser-events".
 */
type Sink = {
  violations: string[];
  events: string[];
  pending: Map<Request, { line: string; sentAt: number }>;
  testStart: number;
};

/** A request answered later than this is named among the events (a page's code, say). */
const SLOW_REQUEST_MS = 3_000;

function recordEvents(page: Page, sink: Sink, label: string) {
  const seconds = () => ((Date.now() - sink.testStart) / 1000).toFixed(1);
  const note = (text: string) => sink.events.push(`[${seconds()} s ${label}] ${text}`);
  page.on("request", (request) => {
    const line = `[${seconds()} s ${label}] ${request.method()} ${request.url()}`;
    sink.pending.set(request, { line, sentAt: Date.now() });
  });
  page.on("requestfinished", (request) => {
    const took = Date.now() - (sink.pending.get(request)?.sentAt ?? Date.now());
    sink.pending.delete(request);
    if (took > SLOW_REQUEST_MS) note(`slow request (${took} ms) ${request.url()}`);
  });
  page.on("pageerror", (error) => note(`uncaught ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      note(`console.${message.type()} ${message.text()} (${page.url()})`);
  });
  page.on("requestfailed", (request) => {
    sink.pending.delete(request);
    note(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) note(`${response.status()} ${response.url()}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
}

const watched = new WeakSet<BrowserContext>();
let contextsWatched = 0;

/** Collects the violations and events of every page the context opens, now and later. */
async function watch(context: BrowserContext, sink: Sink) {
  if (watched.has(context)) return;
  watched.add(context);
  const label = `context ${++contextsWatched}`;
  await context.addInitScript(REPORT_VIOLATIONS);
  const onPage = (page: Page) => {
    recordEvents(page, sink, label);
    page.on("console", (message) => {
      if (isViolation(message)) sink.violations.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(onPage);
  context.on("page", onPage);
}

/** Contexts a test opens itself (`browser.newContext()`, `browser.newPage()`) are watched too. */
function watchNewContexts(browser: Browser, sink: Sink) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context, sink);
    return context;
  };
}

/**
 * The first visit of each party downloads and starts the whole app in a fresh browser context,
 * beside another party's browser and another worker on CI's 2 cores. In a CI run of the weather
 * reschedule spec (2026-11-30), the client's job page went 13.5 s from navigation to its first API
 * call (5 s to start the entry script, 5 s to the page's own code: Playwright's trace), past the
 * 15 s expect timeout with its panels still loading. A guard against hangs, not a speed check.
 */
export const FIRST_VISIT = { timeout: 45_000 };

export const test = base.extend<
  {
    /** CSP violations seen so far in this test; a test that causes one on purpose clears it. */
    cspViolations: string[];
    failOnCspViolation: void;
    reportBrowserEvents: void;
  },
  { browserSink: Sink }
>({
  browserSink: [
    async ({ browser }, use) => {
      const sink: Sink = {
        violations: [],
        events: [],
        pending: new Map(),
        testStart: Date.now(),
      };
      watchNewContexts(browser, sink);
      await use(sink);
    },
    { scope: "worker" },
  ],
  context: async ({ context, browserSink }, use) => {
    await watch(context, browserSink);
    await use(context);
  },
  cspViolations: async ({ browserSink }, use) => {
    await use(browserSink.violations);
  },
  failOnCspViolation: [
    async ({ browserSink }, use) => {
      // Runs last (auto fixtures are torn down after the pages and contexts), so it sees every
      // report; what a beforeAll's pages reported fails the first test after it.
      await use();
      const seen = [...browserSink.violations];
      browserSink.violations.length = 0;
      expect(seen, "Content-Security-Policy violations reported in the console").toEqual([]);
    },
    { auto: true },
  ],
  reportBrowserEvents: [
    async ({ browserSink }, use, testInfo) => {
      browserSink.events.length = 0;
      browserSink.pending.clear();
      browserSink.testStart = Date.now();
      await use();
      // A failure in a second party's page (a pilot's context) leaves no trace otherwise. The
      // report shows an attachment's first 300 characters only; CI's log keeps what is printed.
      const waiting = [...browserSink.pending.values()].map(({ line }) => `${line}: no answer yet`);
      const events = [...browserSink.events, ...waiting].join("\n");
      if (testInfo.status !== testInfo.expectedStatus && events !== "") {
        await testInfo.attach("browser-events", { body: events });
        console.error(`Browser events of "${testInfo.title}":\n${events}`);
      }
      browserSink.events.length = 0;
      browserSink.pending.clear();
    },
    { auto: true },
  ],
});
