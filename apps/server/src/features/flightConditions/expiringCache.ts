/**
 * A per-process cache of promises that expire: concurrent misses for one key share one load,
 * and a failed load is kept only for `failureTtlMs` (so a service that is down is not asked on
 * every page view, nor forgotten for long). Several instances each keep their own.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly failureTtlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.expiresAt) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.dropExpiredOrOldest(now);
    const entry = { value: load(), expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      entry.expiresAt = Math.min(entry.expiresAt, this.now() + this.failureTtlMs);
    });
    return entry.value;
  }

  private dropExpiredOrOldest(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
    const oldest = this.entries.keys().next();
    if (this.entries.size >= this.maxEntries && !oldest.done) this.entries.delete(oldest.value);
  }
}
