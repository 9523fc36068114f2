import { useId, useState } from "react";
import { FormDialog } from "@/components/forms/FormDialog";
import { TextareaField } from "@/components/forms/TextareaField";
import { Button } from "@/components/ui/button";
import { toast } from "@/features/toast/toastStore";
import { useReviewCredential } from "./reviewQueries";

/** Approve, or reject with a reason the pilot reads. */
export function ReviewActions({
  id,
  pilotName,
  what,
  onDecided,
}: {
  id: string;
  pilotName: string;
  what: string;
  /** Called once the decision is saved and the queue read again (the card is gone). */
  onDecided: () => void;
}) {
  const review = useReviewCredential();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const decided = (verb: string) => {
    toast({
      title: `${what} ${verb}`,
      description: `${pilotName} is notified in the app and by email.`,
    });
    onDecided();
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        disabled={review.isPending}
        onClick={() =>
          review.mutate({ id, approve: true }, { onSuccess: () => decided("approved") })
        }
      >
        Approve
      </Button>
      <Button variant="outline" disabled={review.isPending} onClick={() => setRejecting(true)}>
        Reject...
      </Button>
      {review.error && !rejecting && (
        <p role="alert" className="w-full text-sm font-medium text-destructive">
          {review.error.message}
        </p>
      )}
      <FormDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${what.toLowerCase()}`}
        description={`${pilotName} reads this reason and can upload it again.`}
        isPending={review.isPending}
        error={review.error?.message ?? null}
        submitLabel="Reject"
        pendingLabel="Rejecting..."
        submitVariant="destructive"
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate(
            { id, approve: false, reason },
            {
              onSuccess: () => {
                setRejecting(false);
                decided("rejected");
              },
            },
          );
        }}
      >
        <TextareaField
          id={reasonId}
          label="Reason"
          placeholder="e.g. The policy number is unreadable."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
      </FormDialog>
    </div>
  );
}
