import { useMaxUploadBytes } from "./deliveryQueries";
import { FileDropzone } from "./FileDropzone";
import { UploadList } from "./UploadList";
import type { useUploads } from "./useUploads";

type UploadPanelProps = {
  uploads: ReturnType<typeof useUploads>;
  /** What the drop zone asks for. */
  title: string;
};

/**
 * The drop zone and the batch's progress (per file and in all, pause, resume, cancel, retry),
 * for deliverables and dispute evidence alike; files over this server's limit are refused here.
 */
export function UploadPanel({ uploads, title }: UploadPanelProps) {
  const maxUploadBytes = useMaxUploadBytes();
  return (
    <>
      <FileDropzone onFiles={uploads.add} maxFileBytes={maxUploadBytes} title={title} />
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
    </>
  );
}
