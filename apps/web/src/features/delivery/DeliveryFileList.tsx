import { formatBytes, type JobFileDto } from "@skyhire/shared";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { FileKindIcon } from "./FileKindIcon";

type DeliveryFileListProps = {
  files: JobFileDto[];
  /** Shown with a delete button (files of the delivery being prepared). */
  onDelete?: (file: JobFileDto) => void;
  deletingId?: string | null;
};

/** Files as rows: type, name, size, download, and delete where the delivery is still open. */
export function DeliveryFileList({ files, onDelete, deletingId }: DeliveryFileListProps) {
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 p-3">
          <FileKindIcon kind={file.kind} className="size-5 shrink-0 text-brand-sky" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">
              {file.type.toUpperCase()} · {formatBytes(file.sizeBytes)}
            </p>
          </div>
          <a
            href={file.downloadUrl}
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
            aria-label={`Download ${file.name}`}
          >
            <DownloadIcon />
            <span className="hidden sm:inline">Download</span>
          </a>
          {onDelete && (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              disabled={deletingId === file.id}
              onClick={() => onDelete(file)}
              aria-label={`Delete ${file.name}`}
            >
              <Trash2Icon />
              <span className="hidden sm:inline">
                {deletingId === file.id ? "Deleting..." : "Delete"}
              </span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
