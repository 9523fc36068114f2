import { existsSync } from "node:fs";

function firstPresent(candidates) {
  return candidates.filter(Boolean).find((path) => existsSync(path)) ?? null;
}

/** Debian's Chromium drives the browser tests; CHROMIUM_PATH overrides where it lives. */
export function chromiumPath() {
  return firstPresent([process.env.CHROMIUM_PATH, "/usr/bin/chromium"]);
}

/**
 * Debian's headless shell (package chromium-headless-shell), Playwright's own default for
 * headless runs: the same Blink and V8 without the full browser around them, which took the
 * accessibility sweep from 5.2 to 4.3 minutes and its Chromium CPU time from 378 to 276 s
 * (2026-11-29, quiet 2-core machine). It has no PDF viewer and no Push API, so the specs that
 * need those run in the full browser (playwright.config.ts). Without it, the full browser runs
 * everything.
 */
export function headlessShellPath() {
  return (
    firstPresent([process.env.CHROMIUM_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"]) ??
    chromiumPath()
  );
}
