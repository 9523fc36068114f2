import { makeRequestId, REQUEST_ID_HEADER } from "@skyhire/shared";
import { ApiError, errorMessageFromBody, unwrapData } from "@/lib/api";

/** `total` is null when the browser cannot tell the size of what it sends. */
export type UploadProgress = { loaded: number; total: number | null };

type UploadOptions = {
  onProgress: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; the promise rejects with an AbortError. */
  signal: AbortSignal;
  /** For tests: the XMLHttpRequest to use. */
  createRequest?: () => XMLHttpRequest;
  /** Text fields sent before the file (a credential's typed fields). */
  fields?: Record<string, string>;
};

function parse(text: string): unknown {
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/**
 * Sends one file as multipart/form-data. XMLHttpRequest rather than fetch because only it reports
 * how much of the body has gone out (fetch has no upload progress). Errors follow apiRequest:
 * an ApiError with the server's message, or a TypeError when the network failed.
 */
export function uploadFile<T>(url: string, file: File, options: UploadOptions): Promise<T> {
  const { onProgress, signal, createRequest = () => new XMLHttpRequest(), fields = {} } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException("Upload cancelled", "AbortError"));
      return;
    }
    const xhr = createRequest();
    const abort = () => xhr.abort();
    signal.addEventListener("abort", abort, { once: true });
    const done = () => signal.removeEventListener("abort", abort);

    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader(REQUEST_ID_HEADER, makeRequestId());
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    };
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve(unwrapData<T>(body));
        return;
      }
      const isJson = typeof body === "object" && body !== null;
      reject(
        new ApiError({
          status: xhr.status,
          message: isJson
            ? errorMessageFromBody(body, xhr.status, xhr.statusText)
            : `${xhr.status} ${xhr.statusText}`.trim(),
          requestId: xhr.getResponseHeader(REQUEST_ID_HEADER) ?? undefined,
          details: isJson ? (body as { details?: unknown }).details : undefined,
          body,
        }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError("The connection was lost while uploading."));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException("Upload cancelled", "AbortError"));
    };

    const form = new FormData();
    // Fields first: the server reads them before it streams the file.
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
