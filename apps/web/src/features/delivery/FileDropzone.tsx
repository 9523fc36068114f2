import { ALLOWED_FILE_EXTENSIONS, ALLOWED_FILE_TYPES_TEXT, formatBytes } from "@skyhire/shared";
import { UploadCloudIcon } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type FileDropzoneProps = {
  onFiles: (files: File[]) => void;
  /** The biggest file the server takes. */
  maxFileBytes: number;
  disabled?: boolean;
  title?: string;
};

/** Drop many files at once, or pick them; says which types and sizes are taken. */
export function FileDropzone({
  onFiles,
  maxFileBytes,
  disabled = false,
  title = "Drop files here",
}: FileDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        "flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors",
        over ? "border-brand-sky bg-brand-sky-soft/60" : "border-border bg-card/60",
        disabled && "opacity-60",
      )}
    >
      <span className="mb-3 flex size-12 items-center justify-center rounded-2xl bg-brand-sky-soft text-brand-sky">
        <UploadCloudIcon className="size-6" aria-hidden />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">or</p>
      <Button
        type="button"
        variant="outline"
        className="mt-2"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ALLOWED_FILE_EXTENSIONS.join(",")}
        data-testid="file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again (after a cancel) fires again.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <p id={hintId} className="mt-4 max-w-md text-xs text-muted-foreground">
        {ALLOWED_FILE_TYPES_TEXT}. Up to {formatBytes(maxFileBytes)} a file. The type is checked
        from the file's content, not its name.
      </p>
    </div>
  );
}
