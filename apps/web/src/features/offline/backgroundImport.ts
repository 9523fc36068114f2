import { lazy, type ComponentType } from "react";
import { isChunkLoadError } from "./chunkErrors";

/** Tries while the browser says it is online (a flaky network, a server restarting). */
const ONLINE_ATTEMPTS = 5;
const FIRST_RETRY_MS = 2_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const backOnline = () =>
  new Promise<void>((resolve) =>
    window.addEventListener("online", () => resolve(), { once: true }),
  );

/**
 * Imports the code of a part outside any page's error boundary (the real-time socket, the
 * toast area and the service worker, which load a moment after the first page; the account
 * menu). A network lost before it arrived (a pilot walking out of coverage) made the download
 * fail, and that failure unmounted the whole app: a blank page. Here a download that fails
 * offline is tried again once the browser is back online; one that fails online, a few more
 * times with growing delays, then the error stands (a new build's update notice offers the
 * reload that fixes that).
 */
export async function importInBackground<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (!navigator.onLine) {
        await backOnline();
        continue;
      }
      failures += 1;
      if (failures >= ONLINE_ATTEMPTS) throw error;
      await wait(FIRST_RETRY_MS * 2 ** (failures - 1));
    }
  }
}

/**
 * A lazy component for a background part (importInBackground): while its code is missing it
 * renders nothing, and if the code never arrives it stays absent instead of taking the page
 * down with it.
 */
// The same constraint as React.lazy's own (any: a part's props are its own business).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyBackgroundPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  return lazy(() =>
    importInBackground(load).catch((error: unknown) => {
      console.error("A background part of the app could not be loaded", error);
      return { default: Absent as unknown as T };
    }),
  );
}

function Absent(): null {
  return null;
}
