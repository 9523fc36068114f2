import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE } from "@skyhire/shared";
import { ApiError } from "@/lib/api";

/** The header every money-moving request carries (payments, approvals, payouts, resolutions). */
export const IDEMPOTENCY_HEADER = IDEMPOTENCY_KEY_HEADER;

const STORAGE_PREFIX = "skyhire:idempotency:";

type StoredAttempt = { key: string; fingerprint: string };

/** The storage the keys live in: the tab's session storage, so a reload mid-payment keeps it. */
export type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function read(storage: KeyStorage, scope: string): StoredAttempt | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_PREFIX + scope) ?? "null");
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as StoredAttempt).key === "string" &&
      typeof (value as StoredAttempt).fingerprint === "string"
    ) {
      return value as StoredAttempt;
    }
  } catch {
    // A damaged entry is just a new attempt.
  }
  return null;
}

/**
 * A random UUID. crypto.randomUUID exists only in secure contexts (https, localhost); a server
 * reached over plain http on a LAN still gets a v4 UUID from getRandomValues.
 */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for sending `fingerprint` (what the request says, never a card number) in `scope`
 * (e.g. "checkout:<id>"). Sending the same request again, after a lost answer, a server error or
 * a reload, reuses the key, so the server answers with the first result instead of moving money
 * twice. A different request (another card after a decline) is a new attempt with a new key.
 */
export function attemptKey(
  storage: KeyStorage,
  scope: string,
  fingerprint: string,
  makeKey: () => string = newKey,
): string {
  const stored = read(storage, scope);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = makeKey();
  try {
    storage.setItem(STORAGE_PREFIX + scope, JSON.stringify({ key, fingerprint }));
  } catch {
    // Storage full or blocked: the key still protects retries within this call.
  }
  return key;
}

/** Forgets the key of `scope` once its attempt succeeded: the next one is a new attempt. */
export function finishAttempt(storage: KeyStorage, scope: string): void {
  try {
    storage.removeItem(STORAGE_PREFIX + scope);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Whether a failure leaves the attempt unsettled, so sending it again must reuse its key: the
 * network dropped (no answer at all), the server failed (5xx) or asked for a retry (429, or
 * `details.retryable`, e.g. a card processing error), or it is still running the first request
 * (409 "still in progress"). The server keeps no answer for these. Other 4xx answers are final.
 */
export function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status >= 500 || error.status === 429) return true;
  if (error.status === 409 && error.message.startsWith(IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE)) {
    return true;
  }
  const details = error.details as { retryable?: unknown } | null | undefined;
  return details?.retryable === true;
}

/** The session storage of the tab, or a throwaway map where there is none (tests, old browsers). */
export function sessionKeyStorage(): KeyStorage {
  try {
    if (typeof sessionStorage !== "undefined") return sessionStorage;
  } catch {
    // Blocked storage (privacy settings) falls through to memory.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}
