import { CircleCheckBigIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { isUnsettled } from "@/features/checkout/idempotencyKey";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { useApproveDelivery } from "./deliveryMutations";

/** Approve the delivery: the escrow goes to the pilot. Asks first; a retry never pays twice. */
export function ApproveDialog({ jobId, round }: { jobId: string; round: number }) {
  const [open, setOpen] = useState(false);
  const approve = useApproveDelivery(jobId, {
    onSuccess: () =>
      toast({
        title: "Delivery approved",
        description: "The pilot has been paid. You can now review each other.",
      }),
  });
  const error = approve.error
    ? isUnsettled(approve.error)
      ? `${approve.error.message} Approve again to retry: the payment is released only once.`
      : approve.error.message
    : null;
  return (
    <>
      <Button
        variant="flare"
        onClick={() => {
          approve.reset();
          setOpen(true);
        }}
      >
        <CircleCheckBigIcon />
        Approve and release payment
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Approve the delivery and release the payment?"
        description={`You accept delivery ${round} as finished. The payment held in escrow is released to the pilot, and the job is completed. This can't be undone.`}
        confirmLabel="Approve and release payment"
        pendingLabel="Releasing payment..."
        confirmVariant="flare"
        isPending={approve.isPending}
        error={error}
        onConfirm={() => approve.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
