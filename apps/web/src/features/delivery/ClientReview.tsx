import type { DeliveryState, JobFileDto } from "@skyhire/shared";
import { ScaleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/features/checkout/money";
import { ApproveDialog } from "./ApproveDialog";
import { FileGallery } from "./FileGallery";
import { RequestChangesDialog } from "./RequestChangesDialog";

type ClientReviewProps = {
  jobId: string;
  delivery: DeliveryState;
  files: JobFileDto[];
  /** Which of the client's answers the lifecycle allows now. */
  can: { approve: boolean; requestChanges: boolean; dispute: boolean };
  onDispute: () => void;
};

/** The client's review of a delivery: preview every file, then approve, send back or dispute. */
export function ClientReview({ jobId, delivery, files, can, onDispute }: ClientReviewProps) {
  const current = files.filter((f) => f.deliveryRound === delivery.round);
  return (
    <Card className="border-brand-orange/40">
      <CardHeader>
        <CardTitle className="text-lg">
          Delivery {delivery.round} is ready for your review
        </CardTitle>
        <CardDescription>
          Delivered {formatDateTime(delivery.deliveredAt)}. Look through every file, then approve to
          release the payment to the pilot, or ask for changes.
          {delivery.autoApprovesAt &&
            ` Without an answer it is approved automatically on ${formatDateTime(delivery.autoApprovesAt)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {current.length === 0 ? (
          <p className="text-sm text-muted-foreground">This delivery has no files.</p>
        ) : (
          <FileGallery files={current} />
        )}
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap">
          {can.approve && <ApproveDialog jobId={jobId} round={delivery.round} />}
          {can.requestChanges && <RequestChangesDialog jobId={jobId} />}
          {can.dispute && (
            <Button
              variant="ghost"
              className="text-destructive hover:text-destructive sm:ml-auto"
              onClick={onDispute}
            >
              <ScaleIcon />
              Open a dispute
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
