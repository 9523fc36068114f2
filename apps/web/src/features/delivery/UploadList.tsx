import { formatBytes } from "@skyhire/shared";
import { CheckCircle2Icon, PauseIcon, PlayIcon, RotateCcwIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { formatTimeLeft, useTransferRate } from "./transferRate";
import { itemPercent, type TotalProgress, type UploadItem } from "./uploadQueue";
import { IconButton } from "@/components/ui/icon-button";

type UploadListProps = {
  items: UploadItem[];
  total: TotalProgress;
  onCancel: (id: string) => void;
  onCancelAll: () => void;
  onRetry: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onDismiss: (id: string) => void;
  onClearFinished: () => void;
};

const STATUS_TEXT: Record<UploadItem["status"], string> = {
  checking: "Checking...",
  queued: "Waiting",
  uploading: "Uploading",
  paused: "Paused",
  done: "Uploaded",
  refused: "Not accepted",
  failed: "Failed",
  cancelled: "Cancelled",
};

function Row({
  item,
  onCancel,
  onRetry,
  onPause,
  onResume,
  onDismiss,
}: { item: UploadItem } & Pick<
  UploadListProps,
  "onCancel" | "onRetry" | "onPause" | "onResume" | "onDismiss"
>) {
  const percent = itemPercent(item);
  const active =
    item.status === "checking" ||
    item.status === "queued" ||
    item.status === "uploading" ||
    item.status === "paused";
  const bad = item.status === "refused" || item.status === "failed";
  return (
    <li className="space-y-2 rounded-xl border bg-card p-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={item.name}>
            {item.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {item.status === "uploading" || item.status === "paused"
              ? `${formatBytes(item.loaded)} of ${formatBytes(item.size)} · ${percent}%${item.status === "paused" ? " · Paused" : ""}`
              : `${formatBytes(item.size)} · ${STATUS_TEXT[item.status]}`}
          </p>
        </div>
        {item.status === "done" && (
          <CheckCircle2Icon className="size-5 shrink-0 text-success" aria-label="Uploaded" />
        )}
        {item.status === "uploading" && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onPause(item.id)}
            aria-label={`Pause upload of ${item.name}`}
          >
            <PauseIcon />
            Pause
          </Button>
        )}
        {item.status === "paused" && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onResume(item.id)}
            aria-label={`Resume upload of ${item.name}`}
          >
            <PlayIcon />
            Resume
          </Button>
        )}
        {active && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onCancel(item.id)}
            aria-label={`Cancel upload of ${item.name}`}
          >
            <XIcon />
            Cancel
          </Button>
        )}
        {(item.status === "failed" || item.status === "cancelled") && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRetry(item.id)}
            aria-label={`Upload ${item.name} again`}
          >
            <RotateCcwIcon />
            Retry
          </Button>
        )}
        {!active && item.status !== "done" && (
          <IconButton
            size="sm"
            onClick={() => onDismiss(item.id)}
            label={`Remove ${item.name} from the list`}
          >
            <XIcon />
          </IconButton>
        )}
      </div>
      {item.status !== "refused" && (
        <Progress
          // Being checked (type, size, contents): how long that takes is unknown.
          value={item.status === "checking" ? null : percent}
          label={`${item.name} uploaded`}
          tone={
            item.status === "done"
              ? "done"
              : item.status === "failed"
                ? "error"
                : active
                  ? "sky"
                  : "muted"
          }
        />
      )}
      {bad && item.message && (
        <p role="alert" className="text-sm text-destructive">
          {item.message}
        </p>
      )}
    </li>
  );
}

/** Each file's upload with its own bar, and the batch's bar above them. */
export function UploadList({
  items,
  total,
  onCancelAll,
  onClearFinished,
  ...rowProps
}: UploadListProps) {
  const uploading = total.remaining > 0;
  const sending = items.some((item) => item.status === "uploading");
  const rate = useTransferRate(total.loaded, total.total, sending);
  if (items.length === 0) return null;
  const speed =
    sending && rate.bytesPerSecond > 0
      ? ` · ${formatBytes(rate.bytesPerSecond)}/s${rate.secondsLeft === null ? "" : ` · ${formatTimeLeft(rate.secondsLeft)}`}`
      : "";
  return (
    <section aria-label="Uploads" className="space-y-3">
      <div className="space-y-2 rounded-xl border bg-muted/40 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="font-medium">
            <span aria-live="polite">
              {uploading
                ? `Uploading ${total.remaining} ${total.remaining === 1 ? "file" : "files"} · ${formatBytes(total.loaded)} of ${formatBytes(total.total)}`
                : total.finished > 0
                  ? `${total.finished} ${total.finished === 1 ? "file" : "files"} uploaded`
                  : "Nothing uploading"}
            </span>
            {/* Outside the live region: it changes every second. */}
            <span className="font-normal text-muted-foreground">{speed}</span>
          </p>
          {uploading ? (
            <Button variant="ghost" size="sm" onClick={onCancelAll}>
              Cancel all
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={onClearFinished}>
              Clear list
            </Button>
          )}
        </div>
        <Progress value={total.percent} label="All uploads" tone={uploading ? "sky" : "done"} />
      </div>
      <ul className="space-y-2">
        {items.map((item) => (
          <Row key={item.id} item={item} {...rowProps} />
        ))}
      </ul>
    </section>
  );
}
