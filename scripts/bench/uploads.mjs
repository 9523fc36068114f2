// Upload throughput through the built server on loopback (issue 15; docs/benchmarks.md,
// "Uploads"): one 2 GB file through the tus route, then 500 small files through tus and through
// the one-request upload, with the server's resident memory sampled all along. Files are
// streamed, never held whole: the peak RSS rise must stay far below the bytes sent.
import { createReadStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printFigure } from "./benchDatabase.mjs";
import { idleResidentBytes, sampleResidentPeak } from "./rssSampler.mjs";
import { startServer, stopServer } from "./serverProcess.mjs";
import {
  downloadedSha256,
  jobInProgress,
  signInAsDemoPilot,
  singleRequestUpload,
  tusUpload,
} from "./uploadClient.mjs";
import { inParallel, smallFiles, writeBigFile } from "./uploadFiles.mjs";

const MB = 1_000_000;
const MiB = 1024 * 1024;
/** The web app's chunk (apps/web/src/features/delivery/resumableUpload.ts). */
const CHUNK_BYTES = 16 * MiB;
const BIG_FILE_BYTES = Number(process.env.BENCH_UPLOAD_BIG_BYTES ?? 2 * 1024 * MiB);
const SMALL_FILES = Number(process.env.BENCH_UPLOAD_SMALL_FILES ?? 500);
const SMALL_MIN_BYTES = 2 * MiB;
const SMALL_MAX_BYTES = 5 * MiB;
const PARALLEL = 4;
/** "Memory flat": the server's peak RSS rises by less than this share of the bytes sent. */
const FLAT_SHARE = 0.1;

const mib = (bytes) => `${(bytes / MiB).toFixed(0)} MiB`;
const rate = (bytes, ms) => `${(bytes / MB / (ms / 1000)).toFixed(1)} MB/s`;

export async function runUploadsBench() {
  // A throw-away DATA_DIR on PGlite: migrated and seeded with the demo accounts on start, whose
  // demo pilot flies a job in progress; the bench signs in as them through the API.
  const dataDir = mkdtempSync(join(tmpdir(), "skyhire-bench-uploads-"));
  const workDir = mkdtempSync(join(tmpdir(), "skyhire-bench-upload-files-"));
  let server;
  try {
    server = await startServer({ dataDir, timeoutMs: 300_000 });
    const { url } = server;
    const pid = server.child.pid;
    const session = await signInAsDemoPilot(url);
    const headers = { cookie: session.cookie, origin: session.origin };
    const job = await jobInProgress(url, headers);
    console.log(
      `uploads bench: demo pilot's job ${job.id}, tus chunks of ${mib(CHUNK_BYTES)}, ` +
        `${PARALLEL} small files at a time, MB = 10^6 bytes, RSS sampled every 250 ms`,
    );
    await bigFileFigures({ url, headers, pid, jobId: job.id, workDir });
    await smallFileFigures({ url, headers, pid, jobId: job.id });
  } finally {
    if (server) await stopServer(server);
    rmSync(workDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One big file through tus, then downloaded again and its SHA-256 compared. */
async function bigFileFigures({ url, headers, pid, jobId, workDir }) {
  const path = join(workDir, "flight.mp4");
  const written = performance.now();
  const sha256 = await writeBigFile(path, BIG_FILE_BYTES);
  console.log(
    `big file: ${mib(BIG_FILE_BYTES)} written to ${workDir} in ${((performance.now() - written) / 1000).toFixed(1)} s`,
  );

  const idle = await idleResidentBytes(pid);
  const sampler = sampleResidentPeak(pid);
  const started = performance.now();
  const { file, allButLastAt } = await tusUpload(url, headers, {
    jobId,
    filename: "flight.mp4",
    source: createReadStream(path),
    size: BIG_FILE_BYTES,
    chunkSize: CHUNK_BYTES,
  });
  const finished = performance.now();
  const peak = sampler.stop();
  const stagedBytes = BIG_FILE_BYTES - (BIG_FILE_BYTES % CHUNK_BYTES || CHUNK_BYTES);
  printFigure(
    `tus upload of one ${mib(BIG_FILE_BYTES)} file, start to a job file`,
    `${rate(BIG_FILE_BYTES, finished - started)} (${((finished - started) / 1000).toFixed(1)} s)`,
  );
  printFigure(
    `  of which every chunk but the last (${mib(stagedBytes)} into the staging store)`,
    `${rate(stagedBytes, allButLastAt - started)} (${((allButLastAt - started) / 1000).toFixed(1)} s)`,
  );
  printFigure(
    "  and the last PATCH, which copies the whole file into storage through the type sniffer",
    `${((finished - allButLastAt) / 1000).toFixed(1)} s`,
  );
  memoryFigure("big file upload", idle, peak, BIG_FILE_BYTES);
  rmSync(path);

  const downloadIdle = await idleResidentBytes(pid);
  const downloadSampler = sampleResidentPeak(pid);
  const downloadStarted = performance.now();
  const downloaded = await downloadedSha256(url, headers, file.id);
  const downloadMs = performance.now() - downloadStarted;
  const downloadPeak = downloadSampler.stop();
  const same = downloaded.sha256 === sha256 && downloaded.bytes === BIG_FILE_BYTES;
  printFigure(
    "big file downloaded again (GET /api/files/{id})",
    `${rate(downloaded.bytes, downloadMs)}, SHA-256 ${same ? "matches" : "DIFFERS from"} the file sent`,
    "same bytes",
    same,
  );
  memoryFigure("big file download", downloadIdle, downloadPeak, BIG_FILE_BYTES);
}

/** SMALL_FILES JPEG-looking files, PARALLEL at a time, through tus and then one request each. */
async function smallFileFigures({ url, headers, pid, jobId }) {
  const files = smallFiles(SMALL_FILES, SMALL_MIN_BYTES, SMALL_MAX_BYTES);
  const label = `${files.count} files of ${mib(SMALL_MIN_BYTES)}-${mib(SMALL_MAX_BYTES)} (${mib(files.totalBytes)}), ${PARALLEL} at a time`;
  const ways = {
    "tus (POST + one PATCH each)": (i) => {
      const { filename, content } = files.file(i);
      return tusUpload(url, headers, {
        jobId,
        filename,
        source: content,
        size: content.length,
        chunkSize: CHUNK_BYTES,
      });
    },
    "one-request upload (POST /api/jobs/{id}/files)": (i) =>
      singleRequestUpload(url, headers, { jobId, ...files.file(i) }),
  };
  for (const [way, send] of Object.entries(ways)) {
    const idle = await idleResidentBytes(pid);
    const sampler = sampleResidentPeak(pid);
    const started = performance.now();
    await inParallel(files.count, PARALLEL, send);
    const ms = performance.now() - started;
    const peak = sampler.stop();
    printFigure(
      `${label} via ${way}`,
      `${(files.count / (ms / 1000)).toFixed(1)} files/s, ${rate(files.totalBytes, ms)} (${(ms / 1000).toFixed(1)} s)`,
    );
    memoryFigure(`small files via ${way.split(" (")[0]}`, idle, peak, files.totalBytes);
  }
}

function memoryFigure(what, idle, peak, bytesSent) {
  const rise = peak - idle;
  printFigure(
    `server RSS during the ${what}`,
    `idle ${mib(idle)}, peak ${mib(peak)}, rise ${mib(rise)} = ${((rise / bytesSent) * 100).toFixed(1)}% of ${mib(bytesSent)}`,
    `memory flat: rise < ${FLAT_SHARE * 100}% of the bytes, ${mib(bytesSent * FLAT_SHARE)}`,
    rise < bytesSent * FLAT_SHARE,
  );
}
