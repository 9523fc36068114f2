import type { AuthContext } from "./sessions";

/** Sessions one instance remembers at most; the least recently used goes first. */
export const SESSION_MEMORY_LIMIT = 10_000;

interface Remembered {
  auth: AuthContext;
  rememberedAt: number;
}

/**
 * What an instance remembers of the sessions it has just looked up, by token hash, so a
 * signed-in request does not wait on the lookup every time (about a fifth of a signed-in job
 * board request's CPU, docs/benchmarks.md).
 *
 * It only answers while it hears about every change: `listening()` once this instance's
 * LISTEN on `auth_changes` is in place, `deaf()` while it is not (everything is forgotten then,
 * and nothing is remembered until it listens again). A change announced for a user
 * (`forgetUser`, migration 0035's triggers) forgets that user's sessions; a write request on
 * this instance forgets everything before its answer leaves (plugins/auth.ts), so its
 * own changes never wait for their announcement. An entry is also forgotten after `maxAgeMs`,
 * the bound on what a lost announcement could cost.
 *
 * A lookup that started before a change and ends after it must not be remembered: callers
 * note `era()` before reading and `remember` refuses an answer from an older era.
 */
export class SessionMemory {
  private readonly byToken = new Map<string, Remembered>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  private currentEra = 0;
  private heard = false;

  constructor(
    private readonly maxAgeMs: number,
    private readonly limit = SESSION_MEMORY_LIMIT,
  ) {}

  /** The session behind a token hash as last read, or undefined; each call gets its own copy. */
  recall(tokenHash: string, nowMs: number): AuthContext | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.rememberedAt >= this.maxAgeMs || nowMs < entry.rememberedAt) {
      this.forget(tokenHash);
      return undefined;
    }
    // Most recently used last, so the first key is the one to let go.
    this.byToken.delete(tokenHash);
    this.byToken.set(tokenHash, entry);
    return { user: { ...entry.auth.user }, session: { ...entry.auth.session } };
  }

  /** Marks the start of a lookup; see `remember`. */
  era(): number {
    return this.currentEra;
  }

  /** Keeps a looked-up session, unless anything was forgotten since `era` or no one listens. */
  remember(tokenHash: string, auth: AuthContext, era: number, nowMs: number): void {
    if (!this.heard || this.maxAgeMs <= 0 || era !== this.currentEra) return;
    this.forget(tokenHash);
    this.byToken.set(tokenHash, {
      auth: { user: { ...auth.user }, session: { ...auth.session } },
      rememberedAt: nowMs,
    });
    const userId = auth.user.id;
    const tokens = this.tokensOfUser.get(userId) ?? new Set<string>();
    tokens.add(tokenHash);
    this.tokensOfUser.set(userId, tokens);
    if (this.byToken.size > this.limit) this.forget(this.byToken.keys().next().value as string);
  }

  /** A session's last-seen time moved (its once-a-minute touch, which is not announced). */
  touched(tokenHash: string, lastSeenAt: Date): void {
    const entry = this.byToken.get(tokenHash);
    if (entry) entry.auth.session = { ...entry.auth.session, lastSeenAt };
  }

  forget(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    const tokens = this.tokensOfUser.get(entry.auth.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(entry.auth.user.id);
  }

  forgetUser(userId: string): void {
    this.currentEra++;
    for (const tokenHash of this.tokensOfUser.get(userId) ?? []) this.byToken.delete(tokenHash);
    this.tokensOfUser.delete(userId);
  }

  forgetAll(): void {
    this.currentEra++;
    this.byToken.clear();
    this.tokensOfUser.clear();
  }

  listening(): void {
    this.forgetAll();
    this.heard = true;
  }

  deaf(): void {
    this.heard = false;
    this.forgetAll();
  }

  get size(): number {
    return this.byToken.size;
  }
}
