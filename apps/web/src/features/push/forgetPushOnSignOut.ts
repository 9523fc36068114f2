import { apiRequest } from "@/lib/api";
import { currentSubscription } from "./pushClient";

/** Ample for one DELETE; a stalled network must not hold the person on a page they left. */
const SIGN_OUT_PUSH_TIMEOUT_MS = 3_000;

/**
 * Runs before a sign-out, while the session still exists: forgets this browser's push
 * subscription on the server and unsubscribes it, so whoever signs in next on this browser
 * never receives the previous user's pushes. Never throws and gives up after a few seconds:
 * the sign-out goes ahead whatever happens here.
 */
export async function forgetPushOnSignOut(
  timeoutMs: number = SIGN_OUT_PUSH_TIMEOUT_MS,
): Promise<void> {
  const work = (async () => {
    const subscription = await currentSubscription();
    if (!subscription) return;
    // Independent: the server only needs the endpoint, and a failed DELETE still unsubscribes
    // (the push service then answers 410 and the server drops the row on its next send).
    const results = await Promise.allSettled([
      apiRequest("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint }),
      subscription.unsubscribe(),
    ]);
    for (const result of results) {
      if (result.status === "rejected") {
        console.warn("Could not fully remove this browser's push subscription", result.reason);
      }
    }
  })().catch((error: unknown) => console.warn("Could not read the push subscription", error));

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}
