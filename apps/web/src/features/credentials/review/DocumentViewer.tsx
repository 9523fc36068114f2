import type { AdminCredential } from "@skyhire/shared";
import { useNearViewport } from "@/lib/useNearViewport";
import { adminDocumentUrl } from "./reviewQueries";

/**
 * The submitted document beside its fields: an image shown as is, a PDF in the browser's own
 * viewer (with a link to open it on its own when the browser has none). A queue holds dozens of
 * documents, each a viewer of its own: one is loaded only when its card comes near the screen.
 */
export function DocumentViewer({ credential }: { credential: AdminCredential }) {
  const url = adminDocumentUrl(credential.id);
  const { fileName, contentType } = credential.document;
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <figure className="space-y-2">
      <div ref={ref} className="min-h-96 overflow-hidden rounded-lg border bg-muted/40">
        {!near ? null : contentType === "application/pdf" ? (
          <object data={url} type="application/pdf" className="h-96 w-full" aria-label={fileName}>
            <p className="p-4 text-sm text-muted-foreground">
              This browser can't show PDFs here. Open the document below.
            </p>
          </object>
        ) : (
          <img
            src={url}
            alt={`${fileName}, submitted by ${credential.pilot.name}`}
            className="max-h-96 w-full object-contain"
          />
        )}
      </div>
      <figcaption className="text-sm">
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={url}
          target="_blank"
          rel="noreferrer"
        >
          Open {fileName}
        </a>
      </figcaption>
    </figure>
  );
}
