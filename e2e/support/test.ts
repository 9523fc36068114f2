import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
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

type Sink = { violations: string[] };

const watched = new WeakSet<BrowserContext>();

/** Collects the violations of every page the context opens, now and later. */
async function watch(context: BrowserContext, sink: Sink) {
  if (watched.has(context)) return;
  watched.add(context);
  await context.addInitScript(REPORT_VIOLATIONS);
  const onPage = (page: Page) =>
    page.on("console", (message) => {
      if (isViolation(message)) sink.violations.push(`${page.url()}: ${message.text()}`);
    });
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

export const test = base.extend<
  {
    /** CSP violations seen so far in this test; a test that causes one on purpose clears it. */
    cspViolations: string[];
    failOnCspViolation: void;
  },
  { cspSink: Sink }
>({
  cspSink: [
    async ({ browser }, use) => {
      const sink: Sink = { violations: [] };
      watchNewContexts(browser, sink);
      await use(sink);
    },
    { scope: "worker" },
  ],
  context: async ({ context, cspSink }, use) => {
    await watch(context, cspSink);
    await use(context);
  },
  cspViolations: async ({ cspSink }, use) => {
    await use(cspSink.violations);
  },
  failOnCspViolation: [
    async ({ cspSink }, use) => {
      // Runs last (auto fixtures are torn down after the pages and contexts), so it sees every
      // report; what a beforeAll's pages reported fails the first test after it.
      await use();
      const seen = [...cspSink.violations];
      cspSink.violations.length = 0;
      expect(seen, "Content-Security-Policy violations reported in the console").toEqual([]);
    },
    { auto: true },
  ],
});
