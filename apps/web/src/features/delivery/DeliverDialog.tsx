import { DELIVERY_AUTO_APPROVE_DAYS } from "@skyhire/shared";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { toast } from "@/features/toast/toastStore";
import { useDeliver } from "./deliveryMutations";

type DeliverDialogProps = {
  jobId: string;
  fileCount: number;
  /** Uploads still running: delivering now would leave them out. */
  uploading: boolean;
  onDelivered?: () => void;
};

/** Hands the current files to the client, after saying what happens next. */
export function DeliverDialog({ jobId, fileCount, uploading, onDelivered }: DeliverDialogProps) {
  const [open, setOpen] = useState(false);
  const deliver = useDeliver(jobId, {
    onSuccess: () => {
      toast({
        title: "Delivered",
        description: "The client has been told. You'll hear when they answer.",
      });
      onDelivered?.();
    },
  });
  const files = `${fileCount} ${fileCount === 1 ? "file" : "files"}`;
  const blocked = fileCount === 0 || uploading;
  return (
    <div className="space-y-2">
      <Button
        variant="flare"
        size="lg"
        className="w-full sm:w-auto"
        disabled={blocked}
        onClick={() => {
          deliver.reset();
          setOpen(true);
        }}
      >
        <SendIcon />
        Deliver to client
      </Button>
      {blocked && (
        <p className="text-sm text-muted-foreground">
          {uploading
            ? "Wait for the uploads to finish, or cancel them, before delivering."
            : "Upload at least one file to deliver."}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Deliver ${files} to the client?`}
        description={`The client is told and can preview and download them. They approve (and the payment is released to you) or ask for changes. Without an answer, the delivery is approved automatically after ${DELIVERY_AUTO_APPROVE_DAYS} days. Delivered files can't be removed.`}
        confirmLabel={`Deliver ${files}`}
        pendingLabel="Delivering..."
        confirmVariant="flare"
        isPending={deliver.isPending}
        error={deliver.error?.message}
        onConfirm={() => deliver.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </div>
  );
}
