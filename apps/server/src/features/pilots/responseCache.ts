/**
 * A small in-process cache for the public discovery answers (search pages, coverage map). The
 * same few searches repeat a lot (the landing page's preview, the big cities), and each one
 * counts every matching pilot for its total, so answering repeats from memory for a few
 * seconds is what keeps the endpoint fast under load (docs/benchmarks.md).
 *
 * - An answer is fresh for `ttlMs` (PILOT_SEARCH_CACHE_SECONDS; 0 turns caching off). For one
 *   more `ttlMs` it is still answered while one background query refreshes it, so requests
 *   never queue behind an expiry; an answer is thus at most 2 x TTL old.
 * - It holds promises, so concurrent identical misses share one database query; failures
 *   are not kept.
 * - `invalidatePilotSearchCaches()` empties every cache of this process; profile changes call
 *   it (syncServiceAreas). Other servers sharing the database catch up within the TTL.
 */
let generation = 0;

/** Forgets every cached discovery answer in this process (after a pilot profile changes). */
export function invalidatePilotSearchCaches(): void {
  generation++;
}

interface Entry<V> {
  value: Promise<V>;
  freshUntil: number;
  staleUntil: number;
  generation: number;
  refreshing: boolean;
}

export class ResponseCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  /** The cached answer for `key`, or `load()`'s (cached when it succeeds). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && now < hit.staleUntil) {
      if (now >= hit.freshUntil && !hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    return this.store(key, load(), now);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: Promise<V>, now: number): Promise<V> {
    const entry: Entry<V> = {
      value,
      freshUntil: now + this.ttlMs,
      staleUntil: now + 2 * this.ttlMs,
      generation,
      refreshing: false,
    };
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.evict(now);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Keeps answering the stale value until the new one is in; a failed refresh is retried later. */
  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load().then(
      (value) => {
        if (this.entries.get(key) === stale) this.store(key, Promise.resolve(value), this.now());
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  /** Drops expired entries, then the oldest ones, to make room. */
  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.staleUntil <= now || entry.generation !== generation) this.entries.delete(key);
    }
    const excess = this.entries.size - this.maxEntries + 1;
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (dropped++ >= excess) break;
      this.entries.delete(key);
    }
  }
}
