/**
 * A screen's code (a lazy chunk) that could not be downloaded, as each browser words it:
 * Chromium, Safari, Firefox, and Vite's CSS preloader.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}

const RELOAD_KEY = "skyhire-chunk-reload";
/** A second failure within this time of the reload shows the error fallback instead. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether a chunk that failed while online should reload the page: once (a new build replaced
 * the files the running page asks for; the reload fetches the new ones), not in a loop.
 */
export function claimChunkReload(storage: Storage = sessionStorage, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    if (last && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false; // storage refused: no way to know it is the first time, so no reload
  }
}

/** Runs `reload` now when online, else as soon as the browser is back. */
export function reloadWhenOnline(reload: () => void): void {
  if (navigator.onLine) reload();
  else window.addEventListener("online", reload, { once: true });
}
