import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { SERVER_RENDER_DIR, SERVER_RENDER_ENTRY } from "@skyhire/shared";

/**
 * A page's first screen as drawn for each OS theme setting (the page shows the matching one),
 * and the data drawn in it, as query key and answer, for the browser's cache.
 */
export type DrawnScreens = { light: string; dark: string; data: [unknown[], unknown][] };

/** The API's JSON answer to a GET of `url` for the page's visitor, undefined unless a 200. */
export type LoadForPage = (url: string) => Promise<unknown>;

export interface ScreenRenderer {
  /**
   * The screens of an entry page for this session answer ("null" for a visitor), with its
   * first data asked through `load`, or null (not drawn for it).
   */
  render(path: string, sessionJson: string, load: LoadForPage): Promise<DrawnScreens | null>;
  /** Starts the worker and its bundle's loading now, ahead of the first page. */
  warm(): void;
  close(): Promise<void>;
}

/**
 * Longer than a render takes (15-30 ms for both themes, plus its data's API calls) by far:
 * past it the page goes without its screen, as before this existed, rather than keep a person
 * waiting on a busy worker.
 */
const RENDER_TIMEOUT_MS = 1_000;
/** A new worker first loads the app's bundle (1.5 MB): its first renders may wait for that. */
const STARTUP_TIMEOUT_MS = 10_000;
/** Renders waiting at once beyond which a page is sent without one (same reason). */
const MAX_WAITING = 16;

// The worker: the web build's Node bundle (apps/web routes/prerender.tsx, which stands in for
// the browser's globals inside this thread only) and one message per page. The page's data is
// asked of this thread ({ id, loadId, url }), which answers with the API's ({ loaded, answer }).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bundle = import(workerData.bundleUrl);
bundle.then(() => parentPort.postMessage({ ready: true }), () => {});
const loads = new Map();
let nextLoad = 0;
parentPort.on("message", async (message) => {
  if ("loaded" in message) {
    const resolve = loads.get(message.loaded);
    loads.delete(message.loaded);
    return resolve && resolve(message.answer);
  }
  const { id, path, sessionJson } = message;
  const load = (url) =>
    new Promise((resolve) => {
      const loadId = nextLoad++;
      loads.set(loadId, resolve);
      parentPort.postMessage({ id, loadId, url });
    });
  try {
    const { renderPage } = await bundle;
    const page = await renderPage(path, JSON.parse(sessionJson), load);
    const screens = page && { light: page.screens[0], dark: page.screens[1], data: page.data };
    parentPort.postMessage({ id, screens });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

type Waiting = {
  path: string;
  load: LoadForPage;
  resolve: (screens: DrawnScreens | null) => void;
  timer: NodeJS.Timeout;
  thread: Worker;
};

/**
 * Renders signed-in pages' first screens with the web app itself, in a worker thread: React's
 * render is synchronous work that would otherwise hold the server's event loop, and the app's
 * code expects a browser's globals, which the worker's bundle stands in for without touching
 * this thread's. Null when the web build has no Node bundle (a build without it, tests).
 * Any failure (a crash, a timeout, a busy worker) answers null: the page then goes as it did
 * before, and the browser draws it.
 */
export function createScreenRenderer(
  webDistDir: string,
  log: FastifyBaseLogger,
): ScreenRenderer | null {
  const bundlePath = join(webDistDir, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY);
  if (!existsSync(bundlePath)) return null;
  const bundleUrl = pathToFileURL(bundlePath).href;
  const waiting = new Map<number, Waiting>();
  let worker: Worker | null = null;
  const loaded = new WeakSet<Worker>();
  let nextId = 0;

  const settle = (id: number, screens: DrawnScreens | null) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(screens);
  };

  const start = (): Worker => {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bundleUrl },
      // React's production build, as the browser runs it: the markup hydration will compare.
      env: { ...process.env, NODE_ENV: "production" },
    });
    started.unref();
    type Reply = {
      ready?: true;
      id: number;
      screens?: DrawnScreens;
      error?: string;
      loadId?: number;
      url?: string;
    };
    started.on("message", (reply: Reply) => {
      if (reply.ready) return void loaded.add(started);
      if (reply.loadId !== undefined) return answerLoad(started, reply.id, reply.loadId, reply.url);
      if (reply.error) {
        log.warn(
          { path: waiting.get(reply.id)?.path, err: reply.error },
          "page screen not rendered",
        );
      }
      settle(reply.id, reply.screens ?? null);
    });
    // A worker that dies takes its renders with it; the next page starts another.
    const lost = (error?: unknown) => {
      if (worker === started) worker = null;
      if (error) log.error({ err: error }, "the page render worker stopped");
      for (const [id, entry] of waiting) if (entry.thread === started) settle(id, null);
    };
    started.on("error", lost);
    started.on("exit", () => lost());
    return started;
  };

  // A render's data, asked of the API for the render's visitor; a render no longer waited for
  // (timed out) gets nothing.
  const answerLoad = (thread: Worker, id: number, loadId: number, url = "") => {
    const entry = waiting.get(id);
    const answer = entry ? entry.load(url).catch(() => undefined) : Promise.resolve(undefined);
    void answer.then((value) => thread.postMessage({ loaded: loadId, answer: value }));
  };

  // A render past its time is most likely stuck (a loop would hold every render after it): the
  // page goes without its screen and the worker is replaced.
  const timedOut = (id: number, thread: Worker) => {
    settle(id, null);
    log.warn({ id }, "page screen render timed out; replacing the render worker");
    if (worker === thread) worker = null;
    void thread.terminate();
  };

  return {
    warm() {
      worker ??= start();
    },
    render(path, sessionJson, load) {
      if (waiting.size >= MAX_WAITING) return Promise.resolve(null);
      const thread = (worker ??= start());
      const id = nextId++;
      return new Promise((resolve) => {
        const allowed = loaded.has(thread) ? RENDER_TIMEOUT_MS : STARTUP_TIMEOUT_MS;
        const timer = setTimeout(() => timedOut(id, thread), allowed);
        waiting.set(id, { path, load, resolve, timer, thread });
        thread.postMessage({ id, path, sessionJson });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
