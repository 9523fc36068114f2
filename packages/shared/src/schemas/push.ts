import { z } from "zod";

/** Push services' endpoints are well under this; the unique index on it stays small. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2000;
export const PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE = "Push subscription not found";
export const PUSH_ENDPOINT_INVALID_MESSAGE = "The push endpoint must be a public https:// URL";
export const PUSH_KEY_INVALID_MESSAGE = "The subscription's p256dh key is not a P-256 public key";

/** GET /api/push/config: the VAPID public key browsers subscribe with (applicationServerKey). */
export const pushConfigSchema = z.object({
  /** Uncompressed P-256 point, URL-safe base64 without padding. */
  publicKey: z.string(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

// Browsers send keys in URL-safe base64 without padding; some libraries add it: drop it.
const base64Url = (bytes: number, first = "") => {
  const chars = Math.ceil((bytes * 4) / 3);
  const body = first ? `${first}[A-Za-z0-9_-]{${chars - 1}}` : `[A-Za-z0-9_-]{${chars}}`;
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/=+$/, ""))
    .pipe(z.string().regex(new RegExp(`^${body}$`), `expected ${bytes} bytes in URL-safe base64`));
};

/**
 * The browser's PushSubscription as `subscription.toJSON()` gives it (spec: "sent as given by the
 * browser"). Whether the endpoint's scheme and host are acceptable depends on the server's mode:
 * see `pushEndpointProblem`.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(PUSH_ENDPOINT_MAX_LENGTH),
  /** Milliseconds since the epoch when the push service drops it; usually null. */
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    // An uncompressed point: 0x04 then x and y, so the first character is always "B".
    p256dh: base64Url(65, "B"),
    auth: base64Url(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions: the endpoint the browser unsubscribed. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.url().max(PUSH_ENDPOINT_MAX_LENGTH),
});
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** What POST /api/push/subscriptions answers. */
export const pushSubscriptionSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionItem = z.infer<typeof pushSubscriptionSchema>;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * Why the server must not send pushes to this endpoint, or null when it may. The server makes
 * requests to whatever URL a browser handed in, so in production only public https hosts are
 * accepted (no IP literals, no single-label or local names: they would reach internal services).
 * Outside production, http://localhost and http://127.0.0.1 are allowed so tests can run their
 * own push service.
 */
export function pushEndpointProblem(
  endpoint: string,
  { allowLoopback }: { allowLoopback: boolean },
): string | null {
  if (!URL.canParse(endpoint)) return PUSH_ENDPOINT_INVALID_MESSAGE;
  const url = new URL(endpoint);
  if (url.username || url.password) return PUSH_ENDPOINT_INVALID_MESSAGE;
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) {
    return allowLoopback && (url.protocol === "http:" || url.protocol === "https:")
      ? null
      : PUSH_ENDPOINT_INVALID_MESSAGE;
  }
  if (url.protocol !== "https:") return PUSH_ENDPOINT_INVALID_MESSAGE;
  const ipLiteral = /^[\d.]+$/.test(host) || host.startsWith("[");
  const localName =
    !host.includes(".") || /\.(local|localhost|internal|localdomain|home\.arpa)$/.test(host);
  return ipLiteral || localName ? PUSH_ENDPOINT_INVALID_MESSAGE : null;
}
