import { existsSync } from "node:fs";

/** Debian's Chromium drives the browser tests; CHROMIUM_PATH overrides where it lives. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}
