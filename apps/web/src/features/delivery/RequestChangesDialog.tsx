import { CHANGE_REQUEST_REASON_MAX, requestChangesRequestSchema } from "@skyhire/shared";
import { MessageSquareWarningIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { useRequestChanges } from "./deliveryMutations";
import { ReasonField } from "./ReasonField";

/** Send the delivery back to the pilot with what to change. */
export function RequestChangesDialog({ jobId }: { jobId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const send = useRequestChanges(jobId, {
    onSuccess: () =>
      toast({
        title: "Changes requested",
        description: "The pilot has your notes and will deliver again.",
      }),
  });

  const submit = () => {
    const parsed = requestChangesRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setReason("");
      },
    });
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
      >
        <MessageSquareWarningIcon />
        Request changes
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Request changes"
        description="The delivery goes back to the pilot with your notes. The payment stays in escrow until you approve a delivery."
        confirmLabel="Send to the pilot"
        pendingLabel="Sending..."
        isPending={send.isPending}
        error={send.error?.message}
        onConfirm={submit}
      >
        <ReasonField
          label="What should change?"
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (invalid) setInvalid(undefined);
          }}
          hint="Be specific: which shots, what angle, what's missing."
          error={invalid}
          maxLength={CHANGE_REQUEST_REASON_MAX}
          placeholder="e.g. The north side of the roof is missing; please add close-ups of the chimney."
        />
      </ConfirmDialog>
    </>
  );
}
