import { CalendarSyncIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/features/toast/toastStore";
import {
  useCalendarFeedStatus,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from "./calendarFeedQueries";
import { SubscribeHelp } from "./SubscribeHelp";

/** The address just made: only this page view knows it (the server keeps a hash). */
function FeedAddress({ url }: { url: string }) {
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Calendar address copied" });
    } catch {
      toast({ title: "Couldn't copy", description: "Select the address and copy it yourself." });
    }
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>Your secret calendar address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon />
          Copy address
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Shown once: keep it private. Anyone with it can read your schedule.
      </p>
    </div>
  );
}

/** Settings: turn the iCalendar feed on, get a new address, or turn it off. */
export function CalendarFeedCard() {
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<"renew" | "revoke" | null>(null);
  const enabled = status.data?.enabled ?? false;
  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setConfirm(null);
      },
    });
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <CalendarSyncIcon className="mt-0.5 size-5 text-brand-sky" aria-hidden />
        <div className="space-y-1">
          <CardTitle className="text-lg">Calendar feed</CardTitle>
          <CardDescription>
            Subscribe to your SkyHire schedule in your calendar app: jobs you posted or were hired
            for, with their dates, and the flights you logged. Cancelled jobs show as cancelled.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {url && <FeedAddress url={url} />}
        {enabled && !url && (
          <p className="text-sm text-muted-foreground">
            Your feed is on. For your safety the address is only shown when it is made: get a new
            address to see one (the old one then stops working).
          </p>
        )}
        {create.error && (
          <p role="alert" className="text-sm text-destructive">
            {create.error.message}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {!enabled ? (
            <Button onClick={makeAddress} disabled={create.isPending || status.isPending}>
              {create.isPending ? "Turning on..." : "Turn on calendar feed"}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => setConfirm("renew")}>
                Get a new address
              </Button>
              <Button variant="ghost" onClick={() => setConfirm("revoke")}>
                Turn off
              </Button>
            </>
          )}
        </div>
        <SubscribeHelp />
      </CardContent>
      <ConfirmDialog
        open={confirm === "renew"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Get a new calendar address?"
        description="Calendars subscribed to the current address stop updating; subscribe again with the new one."
        confirmLabel="Get a new address"
        pendingLabel="Making it..."
        isPending={create.isPending}
        error={create.error?.message ?? null}
        onConfirm={makeAddress}
      />
      <ConfirmDialog
        open={confirm === "revoke"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Turn off the calendar feed?"
        description="The address stops working at once and subscribed calendars stop updating."
        confirmLabel="Turn off"
        pendingLabel="Turning off..."
        confirmVariant="destructive"
        isPending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              setUrl(null);
              setConfirm(null);
              toast({ title: "Calendar feed turned off" });
            },
          })
        }
      />
    </Card>
  );
}
