import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { formatTimeLeft, rateOf } from "./transferRate";
import {
  isActive,
  itemPercent,
  nextToStart,
  totalProgress,
  uploadReducer,
  type UploadAction,
  type UploadItem,
} from "./uploadQueue";
import { isAbort, uploadFile } from "./uploadRequest";

const run = (actions: UploadAction[], start: UploadItem[] = []) =>
  actions.reduce(uploadReducer, start);

const added = run([
  {
    type: "add",
    items: [
      { id: "a", name: "a.jpg", size: 1000 },
      { id: "b", name: "b.mp4", size: 3000 },
      { id: "c", name: "c.exe", size: 500 },
    ],
  },
  { type: "checked", id: "a", refusal: null },
  { type: "checked", id: "b", refusal: null },
  { type: "checked", id: "c", refusal: '"c.exe" is not an allowed file type.' },
]);

describe("the upload queue", () => {
  it("queues checked files and refuses the others with the reason", () => {
    expect(added.map((i) => [i.id, i.status, i.message])).toEqual([
      ["a", "queued", null],
      ["b", "queued", null],
      ["c", "refused", '"c.exe" is not an allowed file type.'],
    ]);
  });

  it("starts at most two at once, in the order they were added", () => {
    expect(nextToStart(added)).toEqual(["a", "b"]);
    const one = run([{ type: "start", id: "a" }], added);
    expect(nextToStart(one)).toEqual(["b"]);
    const two = run([{ type: "start", id: "b" }], one);
    expect(nextToStart(two)).toEqual([]);
  });

  it("counts total progress over the files sent, sending and waiting", () => {
    const state = run(
      [
        { type: "start", id: "a" },
        { type: "start", id: "b" },
        { type: "progress", id: "a", loaded: 500 },
        { type: "progress", id: "b", loaded: 600 },
      ],
      added,
    );
    // The refused file counts in neither side.
    expect(totalProgress(state)).toEqual({
      loaded: 1100,
      total: 4000,
      percent: 27,
      remaining: 2,
      finished: 0,
    });
    expect(itemPercent(state[0]!)).toBe(50);
    expect(itemPercent(state[1]!)).toBe(20);

    const doneA = run([{ type: "done", id: "a" }], state);
    expect(totalProgress(doneA)).toMatchObject({ loaded: 1600, percent: 40, finished: 1 });
  });

  it("never moves a file's progress backwards or past its size", () => {
    const state = run(
      [
        { type: "start", id: "a" },
        { type: "progress", id: "a", loaded: 700 },
        { type: "progress", id: "a", loaded: 300 },
      ],
      added,
    );
    expect(state[0]!.loaded).toBe(700);
    expect(run([{ type: "progress", id: "a", loaded: 5000 }], state)[0]!.loaded).toBe(1000);
  });

  it("drops a cancelled file from the total, so the bar never jumps past what was sent", () => {
    const state = run(
      [
        { type: "start", id: "a" },
        { type: "start", id: "b" },
        { type: "progress", id: "a", loaded: 1000 },
        { type: "done", id: "a" },
        { type: "progress", id: "b", loaded: 2000 },
        { type: "cancelled", id: "b" },
      ],
      added,
    );
    expect(state[1]!.status).toBe("cancelled");
    expect(totalProgress(state)).toMatchObject({ loaded: 1000, total: 1000, percent: 100 });
  });

  it("keeps the failure reason and lets a failed or cancelled file be sent again from zero", () => {
    const failed = run(
      [
        { type: "start", id: "a" },
        { type: "progress", id: "a", loaded: 400 },
        { type: "failed", id: "a", message: "The connection was lost while uploading." },
      ],
      added,
    );
    expect(failed[0]).toMatchObject({
      status: "failed",
      message: "The connection was lost while uploading.",
    });
    const retried = run([{ type: "retry", id: "a" }], failed);
    expect(retried[0]).toMatchObject({ status: "queued", loaded: 0, message: null });
  });

  it("a late failure report does not undo a cancel", () => {
    const state = run(
      [
        { type: "start", id: "a" },
        { type: "cancelled", id: "a" },
        { type: "failed", id: "a", message: "aborted" },
      ],
      added,
    );
    expect(state[0]!.status).toBe("cancelled");
  });

  it("clears finished rows but keeps running uploads and failures to retry", () => {
    const state = run(
      [
        { type: "start", id: "a" },
        { type: "done", id: "a" },
        { type: "start", id: "b" },
      ],
      added,
    );
    expect(run([{ type: "clearFinished" }], state).map((i) => i.id)).toEqual(["b"]);
    // A running upload is cancelled, not dismissed; a refused file can be dismissed.
    expect(run([{ type: "dismiss", id: "b" }], state).map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(run([{ type: "dismiss", id: "c" }], state).map((i) => i.id)).toEqual(["a", "b"]);
  });
});

/** Just enough of XMLHttpRequest for uploadFile: the test plays the network. */
class FakeXhr {
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return "req-1";
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe("uploadFile", () => {
  const file = new File([new Uint8Array(2048)], "roof.jpg", { type: "image/jpeg" });

  function start(signal = new AbortController().signal) {
    const xhr = new FakeXhr();
    const seen: number[] = [];
    const promise = uploadFile("/api/jobs/j1/files", file, {
      signal,
      onProgress: ({ loaded }) => seen.push(loaded),
      createRequest: () => xhr as unknown as XMLHttpRequest,
    });
    return { xhr, seen, promise };
  }

  it("posts the file as form data with cookies and reports progress up to the whole file", async () => {
    const { xhr, seen, promise } = start();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/jobs/j1/files");
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.body as FormData).get("file")).toBeInstanceOf(File);
    xhr.progress(1024, 2300);
    xhr.respond(201, { data: { files: [{ id: "f1" }] } });
    await expect(promise).resolves.toEqual({ files: [{ id: "f1" }] });
    expect(seen).toEqual([1024, 2048]);
  });

  it("rejects with the server's message", async () => {
    const { xhr, promise } = start();
    xhr.respond(400, { message: '"roof.jpg" is not an allowed file type.', requestId: "r" });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('"roof.jpg" is not an allowed file type.');
  });

  it("cancels when the signal aborts", async () => {
    const controller = new AbortController();
    const { promise } = start(controller.signal);
    controller.abort();
    expect(isAbort(await promise.catch((e: unknown) => e))).toBe(true);
  });

  it("says when the connection dropped", async () => {
    const { xhr, promise } = start();
    xhr.onerror?.();
    await expect(promise).rejects.toThrow("The connection was lost while uploading.");
  });
});

describe("pause and resume", () => {
  it("keeps a paused upload in the batch and queues it again from where it stood", () => {
    const added = uploadReducer([], {
      type: "add",
      items: [{ id: "a", name: "a.mp4", size: 1000 }],
    });
    const state = run(
      [
        { type: "checked", id: "a", refusal: null },
        { type: "start", id: "a" },
        { type: "progress", id: "a", loaded: 400 },
        { type: "paused", id: "a" },
        // A progress report that was on its way when the pause came changes nothing.
        { type: "progress", id: "a", loaded: 450 },
      ],
      added,
    );
    expect(state[0]).toMatchObject({ status: "paused", loaded: 400 });
    expect(isActive(state[0]!)).toBe(true);
    expect(totalProgress(state)).toMatchObject({ loaded: 400, total: 1000, remaining: 1 });
    expect(nextToStart(state)).toEqual([]);

    const resumed = uploadReducer(uploadReducer(state, { type: "resume", id: "a" }), {
      type: "start",
      id: "a",
    });
    expect(resumed[0]).toMatchObject({ status: "uploading", loaded: 400 });
  });
});

describe("transfer rate", () => {
  it("tells the speed over the samples and the time left at that speed", () => {
    expect(
      rateOf(
        [
          [0, 0],
          [2000, 4_000_000],
        ],
        10_000_000,
      ),
    ).toEqual({
      bytesPerSecond: 2_000_000,
      secondsLeft: 3,
    });
    expect(rateOf([[0, 0]], 100)).toEqual({ bytesPerSecond: 0, secondsLeft: null });
    expect(formatTimeLeft(45)).toBe("45 s left");
    expect(formatTimeLeft(125)).toBe("3 min left");
    expect(formatTimeLeft(3900)).toBe("1 h 5 min left");
  });
});
