import { BellRingIcon, InfoIcon } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { usePushNotifications, type PushProblem, type PushStatus } from "./usePushNotifications";

export const PUSH_TEXT = {
  off: "Get an alert on this device when something happens with your jobs, even when SkyHire is closed.",
  on: "On for this device: you'll get an alert when something happens with your jobs, even when SkyHire is closed.",
  checking: "Checking this browser...",
  enabling: "Turning on...",
  disabling: "Turning off...",
  unsupported:
    "This browser can't receive push notifications. Every update still appears on this page.",
  "needs-home-screen":
    "On iPhone and iPad, push notifications need SkyHire on your Home Screen: tap Share, then 'Add to Home Screen', open SkyHire from there and turn this on.",
  denied:
    "Notifications are blocked for SkyHire in this browser. To allow them, open the site settings (the icon next to the web address), set Notifications to Allow, then reload this page.",
} satisfies Record<PushStatus, string>;

export const PUSH_PROBLEM_TEXT = {
  dismissed:
    "The browser's prompt was closed without allowing notifications. Turn the switch on to be asked again.",
  "subscribe-failed":
    "This browser couldn't connect to its push service, so push notifications can't be turned on here. Every update still appears on this page.",
  "save-failed": "We couldn't save this device for push notifications. Please try again.",
  "disable-failed": "We couldn't turn push notifications off. Please try again.",
} satisfies Record<PushProblem, string>;

/**
 * The "Push notifications" switch for this browser: asks permission, subscribes and saves the
 * subscription; off unsubscribes and forgets it. Says plainly when it cannot work here.
 */
export function PushNotificationsCard({ id = "push-notifications" }: { id?: string }) {
  const push = usePushNotifications();
  const { status, problem } = push;
  const checked = status === "on" || status === "enabling";
  const usable = status === "on" || status === "off";
  const blocked = status === "unsupported" || status === "needs-home-screen" || status === "denied";
  const descriptionId = `${id}-description`;

  return (
    <Card className="mb-6">
      <CardContent className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-6">
          <div className="min-w-0 space-y-1">
            <Label htmlFor={id} className="flex items-center gap-2 text-base font-semibold">
              <BellRingIcon className="size-4 text-brand-sky" aria-hidden />
              Push notifications
            </Label>
            <p
              id={descriptionId}
              className="flex items-start gap-1.5 text-sm text-muted-foreground"
              aria-live="polite"
            >
              {blocked && <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />}
              <span>{PUSH_TEXT[status]}</span>
            </p>
          </div>
          <Switch
            id={id}
            checked={checked}
            disabled={!usable}
            aria-describedby={descriptionId}
            onCheckedChange={(on) => void (on ? push.enable() : push.disable())}
          />
        </div>
        {problem === "dismissed" ? (
          <p role="status" className="text-sm text-muted-foreground">
            {PUSH_PROBLEM_TEXT.dismissed}
          </p>
        ) : (
          problem && <Alert>{PUSH_PROBLEM_TEXT[problem]}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
