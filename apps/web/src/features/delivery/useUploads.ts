import { useCallback, useEffect, useReducer, useRef } from "react";
import { ApiError } from "@/lib/api";
import { fileRefusal } from "./checkFile";
import { useMaxUploadBytes } from "./deliveryQueries";
import type { JobFilePurpose } from "@skyhire/shared";
import { startResumableUpload, type RunningUpload } from "./resumableUpload";
import { isActive, nextToStart, totalProgress, uploadReducer } from "./uploadQueue";

let lastId = 0;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return "The upload failed.";
}

/**
 * Uploads files of a job as resumable uploads (two at a time, in chunks), with progress per file
 * and for the batch, pause, resume, cancel and retry; a retry or a resume, and the same file
 * picked again after a reload, go on from what the server already has. Files are checked in the
 * browser first (type by content, size); `onUploaded` runs after each file is stored so the
 * list of delivered files can refresh.
 */
export function useUploads(jobId: string, purpose: JobFilePurpose, onUploaded: () => void) {
  const [items, dispatch] = useReducer(uploadReducer, []);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, RunningUpload>());

  const uploaded = useRef(onUploaded);
  const maxBytes = useMaxUploadBytes();
  const limit = useRef(maxBytes);
  useEffect(() => {
    uploaded.current = onUploaded;
    limit.current = maxBytes;
  }, [onUploaded, maxBytes]);

  const add = useCallback((list: Iterable<File>) => {
    const entries = Array.from(list, (file) => ({ id: `upload-${++lastId}`, file }));
    for (const { id, file } of entries) files.current.set(id, file);
    dispatch({
      type: "add",
      items: entries.map(({ id, file }) => ({ id, name: file.name, size: file.size })),
    });
    for (const { id, file } of entries) {
      void fileRefusal(file, limit.current).then((refusal) =>
        dispatch({ type: "checked", id, refusal }),
      );
    }
  }, []);

  useEffect(() => {
    for (const id of nextToStart(items)) {
      const file = files.current.get(id);
      if (!file || running.current.has(id)) continue;
      dispatch({ type: "start", id });
      const upload = startResumableUpload(file, {
        jobId,
        purpose,
        onProgress: (loaded) => dispatch({ type: "progress", id, loaded }),
      });
      running.current.set(id, upload);
      upload.done
        .then(() => {
          dispatch({ type: "done", id });
          files.current.delete(id);
          running.current.delete(id);
          uploaded.current();
        })
        .catch((error: unknown) => {
          running.current.delete(id);
          dispatch({ type: "failed", id, message: failureMessage(error) });
        });
    }
  }, [items, jobId, purpose]);

  // Leaving the page stops the uploads; the server keeps what it has for a day, so picking the
  // same files again on return goes on from there.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const upload of uploads.values()) void upload.pause();
    };
  }, []);

  // Back online after retries ran out: go on with what failed on the way.
  useEffect(() => {
    const resumeFailed = () => {
      for (const item of items)
        if (item.status === "failed") dispatch({ type: "retry", id: item.id });
    };
    window.addEventListener("online", resumeFailed);
    return () => window.removeEventListener("online", resumeFailed);
  }, [items]);

  const busy = items.some(isActive);
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);

  const cancel = useCallback((id: string) => {
    const upload = running.current.get(id);
    running.current.delete(id);
    if (upload) void upload.cancel();
    dispatch({ type: "cancelled", id });
  }, []);

  const pause = useCallback((id: string) => {
    const upload = running.current.get(id);
    if (!upload) return;
    running.current.delete(id);
    dispatch({ type: "paused", id });
    void upload.pause();
  }, []);

  const cancelAll = useCallback(() => {
    for (const item of items) if (isActive(item)) cancel(item.id);
  }, [items, cancel]);

  return {
    items,
    total: totalProgress(items),
    busy,
    add,
    cancel,
    cancelAll,
    pause,
    resume: (id: string) => dispatch({ type: "resume", id }),
    retry: (id: string) => dispatch({ type: "retry", id }),
    dismiss: (id: string) => {
      files.current.delete(id);
      dispatch({ type: "dismiss", id });
    },
    clearFinished: () => {
      for (const item of items)
        if (!isActive(item) && item.status !== "failed") files.current.delete(item.id);
      dispatch({ type: "clearFinished" });
    },
  };
}
