import webpush from "web-push";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidSigner {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push service. */
  subject: string;
}

export interface SendOptions {
  vapid: VapidSigner;
  /** How long the push service keeps the message for an offline device. */
  ttlSeconds: number;
  topic: string;
  timeoutMs: number;
}

/** What the push service's answer means for the queued push. */
export type SendOutcome =
  | { kind: "sent"; status: number }
  /** 404 or 410: the browser unsubscribed or the subscription expired; forget it. */
  | { kind: "gone"; status: number }
  /** Network error, timeout, 429 or 5xx: try again later (`retryAfterMs` when the service said). */
  | { kind: "retry"; error: string; retryAfterMs?: number }
  /** Any other answer (a refused signature, a payload too large): trying again will not help. */
  | { kind: "failed"; error: string };

/**
 * Encrypts the payload to the browser's keys (aes128gcm, RFC 8291) and signs the request with
 * our VAPID key (RFC 8292), both by web-push, then POSTs it. The request is made here rather
 * than by web-push's own sender so it has a timeout, never follows a redirect (the endpoint
 * came from a browser), and tests can point it at a local http push service.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: SendOptions,
): Promise<SendOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: options.vapid,
        TTL: options.ttlSeconds,
        contentEncoding: "aes128gcm",
        urgency: "normal",
        topic: options.topic,
      },
    );
  } catch (error) {
    // Bad keys cannot be fixed by trying again.
    return { kind: "failed", error: `Could not encrypt or sign: ${messageOf(error)}` };
  }

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch computes the length itself.
    if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  }

  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: "POST",
      headers,
      body: request.body ?? undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    return { kind: "retry", error: `Push service unreachable: ${messageOf(error)}` };
  }
  const status = response.status;
  if (status >= 200 && status < 300) {
    await response.body?.cancel();
    return { kind: "sent", status };
  }
  const detail = `${status} ${(await readSome(response)).trim()}`.trim();
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status === 429 || status >= 500) {
    const retryAfterMs = retryAfter(response.headers.get("retry-after"));
    return {
      kind: "retry",
      error: `Push service answered ${detail}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { kind: "failed", error: `Push service refused the push: ${detail}` };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}

/** The start of an error answer, for the log; the rest is not worth reading. */
async function readSome(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 200);
  } catch {
    return "";
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
