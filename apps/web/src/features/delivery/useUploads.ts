import { useCallback, useEffect, useReducer, useRef } from "react";
import { ApiError } from "@/lib/api";
import { fileRefusal } from "./checkFile";
import { isAbort, uploadFile } from "./uploadRequest";
import { isActive, nextToStart, totalProgress, uploadReducer } from "./uploadQueue";

let lastId = 0;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return "The upload failed.";
}

/**
 * Uploads files to `url` one request each (two at a time), with progress per file and for the
 * batch, cancel and retry. Files are checked in the browser first (type by content, size);
 * `onUploaded` runs after each file is stored so the list of delivered files can refresh.
 */
export function useUploads(url: string, onUploaded: () => void) {
  const [items, dispatch] = useReducer(uploadReducer, []);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  }, [onUploaded]);

  const add = useCallback((list: Iterable<File>) => {
    const entries = Array.from(list, (file) => ({ id: `upload-${++lastId}`, file }));
    for (const { id, file } of entries) files.current.set(id, file);
    dispatch({
      type: "add",
      items: entries.map(({ id, file }) => ({ id, name: file.name, size: file.size })),
    });
    for (const { id, file } of entries) {
      void fileRefusal(file).then((refusal) => dispatch({ type: "checked", id, refusal }));
    }
  }, []);

  useEffect(() => {
    for (const id of nextToStart(items)) {
      const file = files.current.get(id);
      if (!file || running.current.has(id)) continue;
      const controller = new AbortController();
      running.current.set(id, controller);
      dispatch({ type: "start", id });
      uploadFile(url, file, {
        signal: controller.signal,
        onProgress: ({ loaded }) => dispatch({ type: "progress", id, loaded }),
      })
        .then(() => {
          dispatch({ type: "done", id });
          files.current.delete(id);
          uploaded.current();
        })
        .catch((error: unknown) =>
          dispatch(
            isAbort(error)
              ? { type: "cancelled", id }
              : { type: "failed", id, message: failureMessage(error) },
          ),
        )
        .finally(() => running.current.delete(id));
    }
  }, [items, url]);

  // Leaving the page stops the uploads: abort them rather than leave requests half sent.
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const busy = items.some(isActive);
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);

  const cancel = useCallback((id: string) => {
    const controller = running.current.get(id);
    if (controller) controller.abort();
    else dispatch({ type: "cancelled", id });
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
