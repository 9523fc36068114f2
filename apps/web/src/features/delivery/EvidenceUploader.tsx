import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { jobFilesUrl } from "./deliveryQueries";
import { UploadPanel } from "./UploadPanel";
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
  const uploads = useUploads(jobId, "dispute_evidence", refresh);
  return (
    <div className="space-y-4">
      <UploadPanel uploads={uploads} title="Drop evidence here" />
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
