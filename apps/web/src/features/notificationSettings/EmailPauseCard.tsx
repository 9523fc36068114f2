import { PauseIcon, PlayIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

const PAUSE_CHOICES = [1, 3, 7, 14, 30].map((days) => ({
  value: String(days),
  label: days === 1 ? "1 day" : `${days} days`,
}));

/** "Mon, Dec 1, 2026, 9:30 AM" in the reader's own zone. */
export function pausedUntilText(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}

type Props = {
  emailPausedUntil: string | null;
  saving: boolean;
  onPause: (days: number | null) => void;
};

/** "Pause all email for N days", or the date email comes back with a button to resume now. */
export function EmailPauseCard({ emailPausedUntil, saving, onPause }: Props) {
  const [days, setDays] = useState("7");
  return (
    <Card className="mb-6">
      <CardContent className="space-y-3 p-5">
        <h2 className="text-base font-semibold">Pause all email</h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {emailPausedUntil
            ? `Email is paused until ${pausedUntilText(emailPausedUntil)}. Notifications still appear here and as push.`
            : "Take a break from every email for a while; notifications still appear here and as push."}
        </p>
        {emailPausedUntil ? (
          <Button variant="outline" disabled={saving} onClick={() => onPause(null)}>
            <PlayIcon />
            Resume email now
          </Button>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <Label htmlFor="email-pause-days">Pause for</Label>
              <NativeSelect
                id="email-pause-days"
                options={PAUSE_CHOICES}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              />
            </div>
            <Button variant="outline" disabled={saving} onClick={() => onPause(Number(days))}>
              <PauseIcon />
              Pause email
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
