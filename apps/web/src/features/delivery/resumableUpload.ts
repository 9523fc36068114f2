import { Upload, type DetailedError } from "tus-js-client";
import type { JobFilePurpose } from "@skyhire/shared";
import { errorMessageFromBody } from "@/lib/api";

/** Chunks of this size: each is checked by the server, and a cut connection loses at most one. */
export const CHUNK_BYTES = 16 * 1024 * 1024;

/** Waits between tries after a dropped connection: about three minutes offline are survived. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 30_000, 30_000, 60_000];

export type ResumableUploadOptions = {
  jobId: string;
  purpose: JobFilePurpose;
  onProgress: (loaded: number) => void;
};

export type RunningUpload = {
  /** Settles when the file is a job file; rejects with the server's message or a network error. */
  done: Promise<void>;
  /** Stops sending; the server keeps what it has, and a later start of the same file goes on. */
  pause(): Promise<void>;
  /** Stops sending and removes what the server has. */
  cancel(): Promise<void>;
};

/**
 * Sends one file with the tus protocol to /api/uploads in chunks. The file's fingerprint (job,
 * purpose, name, size, date) is kept in localStorage, so starting the same file again (after a
 * pause, a failure, or a reload and picking it again) asks the server where it stands and sends
 * only the rest. Network errors are retried with growing waits.
 */
export function startResumableUpload(file: File, options: ResumableUploadOptions): RunningUpload {
  let upload: Upload | undefined;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: new URL("/api/uploads", window.location.origin).href,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { jobId: options.jobId, purpose: options.purpose, filename: file.name },
      fingerprint: async () =>
        [
          "skyhire-upload",
          options.jobId,
          options.purpose,
          file.name,
          file.size,
          file.lastModified,
        ].join(":"),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => options.onProgress(sent),
      onSuccess: () => resolve(),
      onError: (error) => reject(readableError(error)),
    });
    const current = upload;
    current.findPreviousUploads().then(
      (previous) => {
        const latest = previous[0];
        if (latest) current.resumeFromPreviousUpload(latest);
        current.start();
      },
      () => current.start(),
    );
  });
  return {
    done,
    pause: async () => upload?.abort(false),
    cancel: async () => upload?.abort(true).catch(() => undefined),
  };
}

/** The server's own message (JSON or tus's text) or the network failure, in a person's words. */
function readableError(error: Error | DetailedError): Error {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (!response) return new TypeError("The connection was lost while uploading.");
  const status = response.getStatus();
  const text = response.getBody() ?? "";
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // tus answers its own errors as plain text.
  }
  const message =
    typeof body === "object" && body !== null
      ? errorMessageFromBody(body, status, "")
      : text.trim() || `The upload failed (${status}).`;
  return new Error(message);
}
