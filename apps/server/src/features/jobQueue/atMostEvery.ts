/**
 * A gate for work a pass should do at most once per `intervalMs` of the given clock, however
 * often the pass runs: true on the first call and whenever `intervalMs` has passed since the
 * last true. A clock set back (a test, a corrected system clock) opens it again rather than
 * holding the work back until the old time comes round. An interval of 0 always opens.
 */
export function atMostEvery(intervalMs: number): (now: Date) => boolean {
  let last: number | null = null;
  return (now) => {
    const at = now.getTime();
    if (last !== null && at >= last && at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
