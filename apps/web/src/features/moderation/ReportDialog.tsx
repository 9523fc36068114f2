import {
  createReportRequestSchema,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportTargetType,
} from "@skyhire/shared";
import { FlagIcon } from "lucide-react";
import { useId, useState } from "react";
import { FormDialog } from "@/components/forms/FormDialog";
import { TextareaField } from "@/components/forms/TextareaField";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/useAuth";
import { toast } from "@/features/toast/toastStore";
import { cn } from "@/lib/utils";
import { useCreateReport } from "./moderationQueries";

const WHAT = {
  job: "this job",
  pilot: "this pilot",
  client: "this client",
  message: "this message",
} as const;

type ReportDialogProps = {
  targetType: ReportTargetType;
  targetId: string;
  /** A smaller, quieter trigger (beside a message). */
  compact?: boolean;
  className?: string;
};

/**
 * "Report" for signed-in people: a reason from the list and a note go to the operators, who
 * answer with a notification once they decided. Renders nothing for signed-out visitors.
 */
export function ReportDialog({
  targetType,
  targetId,
  compact = false,
  className,
}: ReportDialogProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const report = useCreateReport();
  const legendId = useId();
  if (!user) return null;

  const submit = () => {
    const parsed = createReportRequestSchema.safeParse({ targetType, targetId, reason, note });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setReason("");
        setNote("");
        toast({
          title: "Report sent",
          description: "Thank you. An operator will look at it and let you know the outcome.",
        });
      },
    });
  };

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn(compact && "h-7 px-2 text-xs", "text-muted-foreground", className)}
        aria-label={compact ? `Report ${WHAT[targetType]}` : undefined}
        onClick={() => {
          report.reset();
          setInvalid(undefined);
          setOpen(true);
        }}
      >
        <FlagIcon aria-hidden />
        {compact ? "Report" : `Report ${WHAT[targetType]}`}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Report ${WHAT[targetType]}`}
        description="Tell the SkyHire operators what is wrong. They review every report and let you know what they decided."
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        isPending={report.isPending}
        error={report.error?.message}
        submitLabel="Send report"
        pendingLabel="Sending..."
      >
        <fieldset
          className="space-y-2"
          aria-labelledby={legendId}
          aria-invalid={invalid && !reason ? true : undefined}
        >
          <legend id={legendId} className="text-sm font-medium">
            Reason
          </legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {REPORT_REASONS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-ring has-checked:bg-accent"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setInvalid(undefined);
                  }}
                  className="size-4 accent-brand-sky"
                />
                {option.label}
              </label>
            ))}
          </div>
          {invalid && !reason && (
            <p role="alert" className="text-sm text-destructive">
              Choose a reason
            </p>
          )}
        </fieldset>
        <TextareaField
          label="What happened? (optional)"
          value={note}
          maxLength={REPORT_NOTE_MAX}
          error={reason ? invalid : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormDialog>
    </>
  );
}
