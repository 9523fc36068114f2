import type { JobStatus } from "@skyhire/shared";
import { useId, useState } from "react";
import { FieldMessages } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/features/toast/toastStore";
import { useCancelJob } from "../jobMutations";

const REASON_MAX = 500;

/** Cancel a job, after saying who is told: applicants while open, the hired pilot after. */
export function CancelJobDialog({ jobId, status }: { jobId: string; status: JobStatus }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const cancel = useCancelJob(jobId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" className="w-full text-destructive hover:text-destructive">
          Cancel job
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this job?</DialogTitle>
          <DialogDescription>
            {status === "open"
              ? "It leaves the job board, and every pilot who applied is told it was cancelled."
              : "The pilot you hired is told the job was cancelled."}{" "}
            This can't be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. The shoot was moved to next season."
            aria-describedby={`${reasonId}-hint`}
          />
          <FieldMessages inputId={reasonId} hint="Shared with the pilots we notify." />
        </div>
        {cancel.error && <Alert>{cancel.error.message}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep job
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(reason, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ title: "Job cancelled", description: "We've let the pilots know." });
                },
              })
            }
          >
            {cancel.isPending ? "Cancelling..." : "Cancel job"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
