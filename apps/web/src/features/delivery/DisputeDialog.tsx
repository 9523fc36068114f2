import { DISPUTE_REASON_MAX, openDisputeRequestSchema } from "@skyhire/shared";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/features/toast/toastStore";
import { useOpenDispute } from "./deliveryMutations";
import { EvidenceUploader } from "./EvidenceUploader";
import { ReasonField } from "./ReasonField";

type DisputeDialogProps = {
  jobId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who opens it: says what happens to the money from their side. */
  role: "client" | "pilot";
};

/**
 * Opens a dispute with a reason, then takes evidence (photos, documents) for the operator.
 * Mounted by the job page whatever the status, so it stays open through the refresh that turns
 * the job into 'disputed'.
 */
export function DisputeDialog({ jobId, open, onOpenChange, role }: DisputeDialogProps) {
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const [opened, setOpened] = useState(false);
  const dispute = useOpenDispute(jobId, {
    onSuccess: () =>
      toast({
        title: "Dispute opened",
        description: "The payment stays in escrow until our team decides. Both sides are told.",
      }),
  });

  const close = (next: boolean) => {
    if (dispute.isPending) return;
    onOpenChange(next);
    if (!next) {
      // Fresh for next time.
      setReason("");
      setInvalid(undefined);
      setOpened(false);
      dispute.reset();
    }
  };

  const submit = () => {
    const parsed = openDisputeRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    dispute.mutate(parsed.data, { onSuccess: () => setOpened(true) });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        {opened ? (
          <>
            <DialogHeader>
              <DialogTitle>Add evidence</DialogTitle>
              <DialogDescription>
                Photos, screenshots or documents that show what happened help our team decide. You
                can also add them later from the job page.
              </DialogDescription>
            </DialogHeader>
            <EvidenceUploader jobId={jobId} onDone={() => close(false)} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Open a dispute</DialogTitle>
              <DialogDescription>
                {role === "client"
                  ? "Nothing is released to the pilot while the dispute is open. An operator reviews the job, the files and both sides, then decides how the payment is split: a full or partial refund to you, or payment to the pilot."
                  : "The client can't approve or request changes while the dispute is open. An operator reviews the job, the files and both sides, then decides how the payment is split between you and the client."}
              </DialogDescription>
            </DialogHeader>
            <ReasonField
              label="What went wrong?"
              value={reason}
              onChange={(value) => {
                setReason(value);
                if (invalid) setInvalid(undefined);
              }}
              hint="Facts and dates help: what was agreed, what happened, what you tried."
              error={invalid}
              maxLength={DISPUTE_REASON_MAX}
            />
            {dispute.error && <Alert>{dispute.error.message}</Alert>}
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)} disabled={dispute.isPending}>
                Go back
              </Button>
              <Button variant="destructive" onClick={submit} disabled={dispute.isPending}>
                {dispute.isPending ? "Opening..." : "Open dispute"}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
