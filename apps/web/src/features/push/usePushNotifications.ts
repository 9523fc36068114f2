import { useCallback, useEffect, useState } from "react";
import {
  currentSubscription,
  disablePush,
  enablePush,
  notificationPermission,
  PushPermissionDeniedError,
  PushPermissionDismissedError,
  PushSubscribeError,
  pushSupport,
  saveSubscription,
} from "./pushClient";

export type PushStatus =
  | "checking"
  | "unsupported"
  | "needs-home-screen"
  | "denied"
  | "off"
  | "on"
  | "enabling"
  | "disabling";

/** Why the last attempt did not do what the user asked. */
export type PushProblem = "dismissed" | "subscribe-failed" | "save-failed" | "disable-failed";

export interface PushNotifications {
  status: PushStatus;
  problem: PushProblem | null;
  enable(): Promise<void>;
  disable(): Promise<void>;
}

/** The "Push notifications" switch's state for this browser, and its two actions. */
export function usePushNotifications(): PushNotifications {
  const [status, setStatus] = useState<PushStatus>("checking");
  const [problem, setProblem] = useState<PushProblem | null>(null);

  useEffect(() => {
    let cancelled = false;
    const support = pushSupport();
    if (support !== "supported") {
      setStatus(support);
      return;
    }
    if (notificationPermission() === "denied") {
      setStatus("denied");
      return;
    }
    currentSubscription()
      .then((subscription) => {
        if (cancelled) return;
        const on = subscription !== null && notificationPermission() === "granted";
        setStatus(on ? "on" : "off");
        // Saved again in passing: the server may have dropped it, or another account used
        // this browser since; the save is an upsert.
        if (on) saveSubscription(subscription).catch(() => undefined);
      })
      .catch(() => {
        if (!cancelled) setStatus("off");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const enable = useCallback(async () => {
    setProblem(null);
    setStatus("enabling");
    try {
      // Nothing back: this browser has no push after all (the switch is normally disabled then).
      const subscription = await enablePush();
      setStatus(subscription ? "on" : "unsupported");
    } catch (error) {
      if (error instanceof PushPermissionDeniedError) {
        setStatus("denied");
        return;
      }
      setStatus("off");
      setProblem(
        error instanceof PushPermissionDismissedError
          ? "dismissed"
          : error instanceof PushSubscribeError
            ? "subscribe-failed"
            : "save-failed",
      );
    }
  }, []);

  const disable = useCallback(async () => {
    setProblem(null);
    setStatus("disabling");
    try {
      await disablePush();
      setStatus("off");
    } catch {
      setStatus("on");
      setProblem("disable-failed");
    }
  }, []);

  return { status, problem, enable, disable };
}
