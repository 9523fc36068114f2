import { formatBytes, type JobFileDto } from "@skyhire/shared";
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { DeliveryFileList } from "./DeliveryFileList";
import { FileKindIcon } from "./FileKindIcon";

/** A large view of one image with previous/next through the others (arrow keys too). */
function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: JobFileDto[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const image = index === null ? null : images[index];
  const step = (by: number) => {
    if (index === null) return;
    onIndex((index + by + images.length) % images.length);
  };
  return (
    <Dialog
      open={image !== undefined && image !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogContent
        className="max-w-5xl gap-3 p-3 sm:p-4"
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          if (event.key === "ArrowLeft") step(-1);
        }}
      >
        {image && (
          <>
            <DialogTitle className="truncate pr-10 text-base">{image.name}</DialogTitle>
            <DialogDescription className="sr-only">
              Image {(index ?? 0) + 1} of {images.length}. Use the arrow keys for the others.
            </DialogDescription>
            <div className="flex items-center justify-center rounded-lg bg-black/90">
              <img
                src={image.url}
                alt={image.name}
                className="max-h-[70dvh] w-auto max-w-full object-contain"
              />
            </div>
            <div className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={images.length < 2}
                onClick={() => step(-1)}
              >
                <ChevronLeftIcon />
                Previous
              </Button>
              <span className="text-sm text-muted-foreground tabular-nums">
                {(index ?? 0) + 1} / {images.length}
              </span>
              <div className="flex gap-2">
                <a
                  href={image.downloadUrl}
                  className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
                >
                  <DownloadIcon />
                  <span className="hidden sm:inline">Download</span>
                </a>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={images.length < 2}
                  onClick={() => step(1)}
                >
                  Next
                  <ChevronRightIcon />
                </Button>
              </div>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A photo's thumbnail; one the server could not read shows the photo icon instead. */
function GridImage({ file }: { file: JobFileDto }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span className="flex size-full items-center justify-center text-muted-foreground">
        <FileKindIcon kind={file.kind} className="size-8" />
      </span>
    );
  return (
    <img
      src={file.thumbnailUrl ?? file.url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform group-hover:scale-105"
    />
  );
}

/** The address of these files as one zip: their round's, or every round's when they mix. */
export function deliveryZipUrl(files: JobFileDto[]): string | null {
  const [first] = files;
  if (!first) return null;
  const oneRound = files.every((file) => file.deliveryRound === first.deliveryRound);
  const base = `/api/jobs/${encodeURIComponent(first.jobId)}/files.zip`;
  return oneRound ? `${base}?round=${first.deliveryRound}` : base;
}

/** Every file at once: a 300-photo inspection is not downloaded one click at a time. */
function DownloadAll({ files }: { files: JobFileDto[] }) {
  const href = deliveryZipUrl(files);
  if (!href || files.length < 2) return null;
  const total = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  return (
    <a href={href} download className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
      <DownloadIcon />
      Download all {files.length} files (.zip, {formatBytes(total)})
    </a>
  );
}

/**
 * The delivered files as the client reviews them: images as thumbnails (small WebPs the server
 * makes, not the 20-megapixel originals) that open large, videos
 * in players (the server answers Range requests, so seeking works), everything else to download.
 */
export function FileGallery({ files }: { files: JobFileDto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const images = files.filter((f) => f.preview === "image");
  const videos = files.filter((f) => f.preview === "video");
  const others = files.filter((f) => f.preview === null);

  return (
    <div className="space-y-6">
      <DownloadAll files={files} />
      {images.length > 0 && (
        <section aria-label="Photos" className="space-y-2">
          <h3 className="text-sm font-semibold text-muted-foreground">Photos ({images.length})</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((file, index) => (
              <li key={file.id}>
                <button
                  type="button"
                  onClick={() => setOpen(index)}
                  className="group block aspect-[4/3] w-full overflow-hidden rounded-lg border bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`View ${file.name}`}
                >
                  <GridImage file={file} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {videos.length > 0 && (
        <section aria-label="Videos" className="space-y-2">
          <h3 className="text-sm font-semibold text-muted-foreground">Videos ({videos.length})</h3>
          <ul className="grid gap-4 md:grid-cols-2">
            {videos.map((file) => (
              <li key={file.id} className="space-y-1.5">
                <video
                  controls
                  preload="metadata"
                  src={file.url}
                  className="aspect-video w-full rounded-lg border bg-black"
                  aria-label={file.name}
                />
                <p className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate" title={file.name}>
                    {file.name}
                  </span>
                  <a
                    href={file.downloadUrl}
                    className="shrink-0 font-medium text-brand-sky hover:underline"
                  >
                    Download
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-label="Other files" className="space-y-2">
          <h3 className="text-sm font-semibold text-muted-foreground">
            Other files ({others.length})
          </h3>
          <DeliveryFileList files={others} />
        </section>
      )}
      <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
