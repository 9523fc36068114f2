/**
 * The files a person dropped or picked, and where each upload stands. Pure, so the progress
 * rules are tested without a browser: the screen keeps this in a reducer and the uploader
 * (uploadRequest.ts) reports into it.
 */
export type UploadStatus =
  "checking" | "refused" | "queued" | "uploading" | "paused" | "done" | "failed" | "cancelled";

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** Why it was refused or failed. */
  message: string | null;
};

export type UploadAction =
  | { type: "add"; items: { id: string; name: string; size: number }[] }
  | { type: "checked"; id: string; refusal: string | null }
  | { type: "start"; id: string }
  | { type: "progress"; id: string; loaded: number }
  | { type: "done"; id: string }
  | { type: "failed"; id: string; message: string }
  | { type: "cancelled"; id: string }
  | { type: "paused"; id: string }
  | { type: "resume"; id: string }
  | { type: "retry"; id: string }
  | { type: "dismiss"; id: string }
  | { type: "clearFinished" };

function update(items: UploadItem[], id: string, change: (item: UploadItem) => UploadItem) {
  return items.map((item) => (item.id === id ? change(item) : item));
}

export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case "add":
      return [
        ...items,
        ...action.items.map((f) => ({
          ...f,
          status: "checking" as const,
          loaded: 0,
          message: null,
        })),
      ];
    case "checked":
      return update(items, action.id, (item) =>
        item.status !== "checking"
          ? item
          : action.refusal
            ? { ...item, status: "refused", message: action.refusal }
            : { ...item, status: "queued" },
      );
    case "start":
      // `loaded` stays: a resumed upload goes on from where the server stands.
      return update(items, action.id, (item) =>
        item.status === "queued" ? { ...item, status: "uploading" } : item,
      );
    case "progress":
      return update(items, action.id, (item) =>
        item.status === "uploading"
          ? { ...item, loaded: Math.min(Math.max(action.loaded, item.loaded), item.size) }
          : item,
      );
    case "done":
      return update(items, action.id, (item) => ({ ...item, status: "done", loaded: item.size }));
    case "failed":
      return update(items, action.id, (item) =>
        item.status === "cancelled" ? item : { ...item, status: "failed", message: action.message },
      );
    case "cancelled":
      return update(items, action.id, (item) =>
        item.status === "done" ? item : { ...item, status: "cancelled", message: null },
      );
    case "paused":
      return update(items, action.id, (item) =>
        item.status === "uploading" ? { ...item, status: "paused" } : item,
      );
    case "resume":
      return update(items, action.id, (item) =>
        item.status === "paused" ? { ...item, status: "queued" } : item,
      );
    case "retry":
      return update(items, action.id, (item) =>
        item.status === "failed" || item.status === "cancelled"
          ? { ...item, status: "queued", loaded: 0, message: null }
          : item,
      );
    case "dismiss":
      return items.filter((item) => item.id !== action.id || isActive(item));
    case "clearFinished":
      return items.filter((item) => isActive(item) || item.status === "failed");
  }
}

/** Not finished yet: a paused upload still counts in the batch and can be cancelled. */
export function isActive(item: UploadItem): boolean {
  return (
    item.status === "checking" ||
    item.status === "queued" ||
    item.status === "uploading" ||
    item.status === "paused"
  );
}

/** Uploads running at once: enough to fill the line, few enough that each shows progress. */
export const UPLOAD_CONCURRENCY = 2;

/** The queued files to start now so that at most `concurrency` upload at once, in order. */
export function nextToStart(items: UploadItem[], concurrency = UPLOAD_CONCURRENCY): string[] {
  const running = items.filter((item) => item.status === "uploading").length;
  const free = Math.max(concurrency - running, 0);
  return items
    .filter((item) => item.status === "queued")
    .slice(0, free)
    .map((item) => item.id);
}

export type TotalProgress = {
  /** Bytes sent of the files being sent or sent in this batch. */
  loaded: number;
  total: number;
  /** 0-100, rounded down so 100 means every byte is in. */
  percent: number;
  /** Files still to finish. */
  remaining: number;
  /** Files finished in this batch. */
  finished: number;
};

/**
 * Progress over the whole batch: the files that are uploading, waiting or already uploaded.
 * Refused, cancelled and failed files count in neither side, so a cancel never makes the bar
 * jump past what was really sent.
 */
export function totalProgress(items: UploadItem[]): TotalProgress {
  const counted = items.filter((item) => isActive(item) || item.status === "done");
  const total = counted.reduce((sum, item) => sum + item.size, 0);
  const loaded = counted.reduce(
    (sum, item) => sum + (item.status === "done" ? item.size : item.loaded),
    0,
  );
  return {
    loaded,
    total,
    percent: total === 0 ? 0 : Math.floor((loaded / total) * 100),
    remaining: counted.filter(isActive).length,
    finished: counted.filter((item) => item.status === "done").length,
  };
}

/** A file's own progress, 0-100. */
export function itemPercent(item: UploadItem): number {
  if (item.status === "done") return 100;
  return item.size === 0 ? 0 : Math.floor((item.loaded / item.size) * 100);
}
