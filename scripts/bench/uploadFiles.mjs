// The files the upload bench sends: one big MP4-looking file written to disk in chunks (never
// whole in memory), and small JPEG-looking ones. The server checks types by their magic bytes,
// so each starts as the tests' sample files do (apps/server/src/features/delivery/testFixtures.ts).
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { once } from "node:events";

const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from("ftypisom\0\0\x02\0isomavc1"),
]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const WRITE_CHUNK_BYTES = 8 * 1024 * 1024;

/** Writes `size` bytes (an MP4 header, then random bytes) to `path`; answers their SHA-256. */
export async function writeBigFile(path, size) {
  const out = createWriteStream(path);
  const hash = createHash("sha256");
  let written = 0;
  while (written < size) {
    const length = Math.min(WRITE_CHUNK_BYTES, size - written);
    const chunk = randomBytes(length);
    if (written === 0) MP4_HEAD.copy(chunk);
    hash.update(chunk);
    written += length;
    if (!out.write(chunk)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return hash.digest("hex");
}

/**
 * Small JPEG-looking files between `minBytes` and `maxBytes`, made on demand from one random
 * pool (each a different slice), so 500 of them never sit in memory together.
 */
export function smallFiles(count, minBytes, maxBytes) {
  const pool = randomBytes(maxBytes * 2);
  const sizeOf = (i) => minBytes + ((i * 7_919_993) % (maxBytes - minBytes + 1));
  const totalBytes = Array.from({ length: count }, (_, i) => sizeOf(i)).reduce((a, b) => a + b, 0);
  return {
    count,
    totalBytes,
    file(i) {
      const size = sizeOf(i);
      const start = (i * 104_729) % maxBytes;
      const content = Buffer.concat([
        JPEG_HEAD,
        pool.subarray(start, start + size - JPEG_HEAD.length),
      ]);
      return { filename: `photo-${String(i).padStart(3, "0")}.jpg`, content };
    },
  };
}

/** Runs `work(i)` for i in 0..count-1, `parallel` at a time. */
export async function inParallel(count, parallel, work) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
