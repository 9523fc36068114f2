import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { jobFilesUrl, useMaxUploadBytes } from "./deliveryQueries";
import { FileDropzone } from "./FileDropzone";
import { UploadList } from "./UploadList";
import { useUploads } from "./useUploads";

type EvidenceUploaderProps = {
  jobId: string;
  /** A Done button, held back while files are still uploading (closing would cancel them). */
  onDone?: () => void;
};

/** Drop zone and progress for dispute evidence (either party, while the dispute is open). */
export function EvidenceUploader({ jobId, onDone }: EvidenceUploaderProps) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () =>
      void queryClient.invalidateQueries({ queryKey: [jobFilesUrl(jobId, "dispute_evidence")] }),
    [queryClient, jobId],
  );
  const maxUploadBytes = useMaxUploadBytes();
  const uploads = useUploads(jobId, "dispute_evidence", refresh);
  return (
    <div className="space-y-4">
      <FileDropzone
        onFiles={uploads.add}
        maxFileBytes={maxUploadBytes}
        title="Drop evidence here"
      />
      <UploadList
        items={uploads.items}
        total={uploads.total}
        onCancel={uploads.cancel}
        onCancelAll={uploads.cancelAll}
        onRetry={uploads.retry}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onDismiss={uploads.dismiss}
        onClearFinished={uploads.clearFinished}
      />
      {onDone && (
        <DialogFooter>
          <Button onClick={onDone} disabled={uploads.busy}>
            {uploads.busy ? "Uploading..." : "Done"}
          </Button>
        </DialogFooter>
      )}
    </div>
  );
}
