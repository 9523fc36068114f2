import type { JobDto } from "@skyhire/shared";
import { useEffect, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useCancelJob } from "@/features/jobs/jobMutations";
import { toast } from "@/features/toast/toastStore";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";

type CancelJobDialogProps = {
  job: JobDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function consequence(job: JobDto): string {
  if (job.status === "assigned") {
    return "The pilot you hired is told the job is off. This can't be undone.";
  }
  const pending = job.pendingApplications;
  if (pending === 0) return "It leaves the job board. This can't be undone.";
  return `It leaves the job board, and ${
    pending === 1
      ? "the pilot with a pending proposal is"
      : `the ${pending} pilots with pending proposals are`
  } told. This can't be undone.`;
}

/**
 * POST /api/jobs/{id}/cancel with an optional reason the pilots see. Controlled from outside
 * (unlike the job page's own dialog, which brings its trigger) so it outlives the refresh that
 * hides the Cancel button, and the toast still shows.
 */
export function CancelJobDialog({ job, open, onOpenChange }: CancelJobDialogProps) {
  const reasonId = useId();
  const cancel = useCancelJob(job.id);
  const [reason, setReason] = useState("");

  useEffect(() => {
    if (open) {
      setReason("");
      cancel.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh form on every opening
  }, [open]);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel "${job.title}"?`}
      description={consequence(job)}
      confirmLabel="Cancel job"
      pendingLabel="Cancelling..."
      cancelLabel="Keep the job"
      confirmVariant="destructive"
      isPending={cancel.isPending}
      error={cancel.error?.message}
      onConfirm={() =>
        cancel.mutate(reason, {
          onSuccess: () => {
            toast({ title: "Job cancelled", description: `"${job.title}" is cancelled.` });
            onOpenChange(false);
          },
        })
      }
    >
      <div className="space-y-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          rows={2}
          maxLength={500}
          className="min-h-16"
          placeholder="e.g. The listing sold before the shoot."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
