import {
  RESCHEDULE_REASONS,
  RESCHEDULE_REASON_LABELS,
  siteDateTime,
  zoneAbbreviation,
  type RescheduleReason,
} from "@skyhire/shared";
import { useEffect, useId, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/forms/FormDialog";
import { FormField } from "@/components/forms/FormField";
import { TextareaField } from "@/components/forms/TextareaField";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/features/toast/toastStore";
import { useProposeReschedule } from "./rescheduleQueries";

const CLOCK = /^\d{2}:\d{2}$/;
const REASON_OPTIONS = RESCHEDULE_REASONS.map((value) => ({
  value,
  label: RESCHEDULE_REASON_LABELS[value],
}));

type Props = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string;
  /** The last day the job allows (its deadline at the site), if it has one. */
  lastDay: string | null;
  /** Who answers: "the client" or "the pilot". */
  otherSide: string;
};

/** Propose a new planned flight time: a site day and clock time, a reason, a note. */
export function ProposeRescheduleDialog({ jobId, open, onOpenChange, timeZone, ...rest }: Props) {
  const ids = useId();
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState<RescheduleReason>("weather");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeReschedule(jobId);
  useEffect(() => {
    if (open) setProblem(null);
  }, [open]);
  const zone = day ? zoneAbbreviation(siteDateTime(day, "12:00", timeZone), timeZone) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day || !CLOCK.test(time)) {
      setProblem("Choose the new day and take-off time.");
      return;
    }
    propose.mutate(
      {
        plannedAt: siteDateTime(day, time, timeZone).toISOString(),
        reason,
        note: note.trim() || null,
      },
      {
        onSuccess: () => {
          toast({ title: "New time proposed", description: `Waiting for ${rest.otherSide}.` });
          onOpenChange(false);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Propose a new flight time"
      description={`${rest.otherSide[0]?.toUpperCase()}${rest.otherSide.slice(1)} accepts or declines it; until then the flight stays as planned. Any time to come${rest.lastDay ? " up to the job's deadline" : ""}, in the site's time zone; night rules still apply.`}
      onSubmit={submit}
      isPending={propose.isPending}
      error={problem}
      submitLabel="Propose new time"
      pendingLabel="Proposing..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="New flight day"
          type="date"
          value={day}
          max={rest.lastDay ?? undefined}
          onChange={(e) => setDay(e.target.value)}
        />
        <FormField
          label={`Take-off time${zone ? ` (${zone}, site time)` : ""}`}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${ids}-reason`}>Reason</Label>
        <NativeSelect
          id={`${ids}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value as RescheduleReason)}
          options={REASON_OPTIONS}
        />
      </div>
      <TextareaField
        label="Note (optional)"
        placeholder="Say what changed: the forecast, the gate code, the tenant's availability..."
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
}
