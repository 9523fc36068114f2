/**
 * Switches background work on without it ever firing during a test: pg-boss starts (and its
 * schema installs) only when some interval setting is above 0; an hour never elapses in a test.
 */
export const BACKGROUND_WORK_ON = { AUTO_APPROVAL_INTERVAL_SECONDS: "3600" };

/** Polls `check` until it holds (pg-boss workers poll the database, so effects lag a little). */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
