import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env";
import { startLocalS3, type LocalS3 } from "../../testing/s3Server";
import { createDiskStorage } from "./diskStorage";
import { createS3Client, createS3Storage } from "./s3Storage";
import { generateStoredName, type FileStorage } from "./storage";

interface Driver {
  storage: FileStorage;
  /** Every stored object or file, finished or not: what a failed upload must not leave. */
  everything(): Promise<string[]>;
  close(): Promise<void>;
}

async function diskDriver(): Promise<Driver> {
  const root = await mkdtemp(join(tmpdir(), "skyhire-storage-"));
  return {
    storage: createDiskStorage(root),
    everything: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => e.name),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

/** The S3 driver over real HTTP against a local S3-compatible server, set up from the env. */
async function s3Driver(): Promise<Driver> {
  const server: LocalS3 = await startLocalS3();
  const settings = loadConfig(server.env).storage;
  if (settings.driver !== "s3") throw new Error("the local S3 env did not select the S3 driver");
  const client = createS3Client(settings);
  return {
    storage: createS3Storage(client, settings.bucket, "files/"),
    everything: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "");
    },
    close: async () => {
      client.destroy();
      await server.close();
    },
  };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** `content` in 64 KiB chunks, as a network upload arrives. */
const asNetworkStream = (content: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(content.length / 65_536) }, (_, i) =>
      content.subarray(i * 65_536, (i + 1) * 65_536),
    ),
  );

describe.each([
  ["disk", diskDriver],
  ["s3", s3Driver],
] as const)("file storage contract (%s)", (_name, start) => {
  let driver: Driver;
  let storage: FileStorage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it("stores a stream of several parts intact and reads it back whole or by range", async () => {
    // Over 2 S3 parts: the multipart path, not a single PUT.
    const content = randomBytes(17 * 1024 * 1024 + 17);
    const name = generateStoredName();
    expect(await storage.put(name, asNetworkStream(content))).toEqual({
      sizeBytes: content.length,
    });
    expect(await storage.exists(name)).toBe(true);
    const whole = Buffer.concat(await (await storage.read(name)).toArray());
    expect(sha256(whole)).toBe(sha256(content));

    const part = Buffer.concat(
      await (await storage.read(name, { start: 100, end: 199 })).toArray(),
    );
    expect(part.equals(content.subarray(100, 200))).toBe(true);
    const last = content.length - 1;
    const tail = Buffer.concat(
      await (await storage.read(name, { start: last, end: last })).toArray(),
    );
    expect(tail.equals(content.subarray(last))).toBe(true);
    await storage.remove(name);
  });

  it("stores a small and an empty file", async () => {
    const small = generateStoredName();
    const empty = generateStoredName();
    expect(await storage.put(small, Readable.from([Buffer.from("hello")]))).toEqual({
      sizeBytes: 5,
    });
    expect(await storage.put(empty, Readable.from([]))).toEqual({ sizeBytes: 0 });
    expect(await text(await storage.read(small))).toBe("hello");
    expect(await text(await storage.read(empty))).toBe("");
    await Promise.all([storage.remove(small), storage.remove(empty)]);
  });

  it.each([
    ["before the first part is full", 100_000],
    ["after parts went out", 12 * 1024 * 1024],
  ])("leaves nothing behind when the stream fails %s", async (_when, bytesBeforeFailure) => {
    const before = await driver.everything();
    const name = generateStoredName();
    async function* failing() {
      for (let sent = 0; sent < bytesBeforeFailure; sent += 65_536) {
        yield randomBytes(Math.min(65_536, bytesBeforeFailure - sent));
      }
      throw new Error("connection reset");
    }
    await expect(storage.put(name, Readable.from(failing()))).rejects.toThrow("connection reset");
    expect(await storage.exists(name)).toBe(false);
    expect(await driver.everything()).toEqual(before);
  });

  it("removes files, and a missing one quietly; reading a missing one rejects", async () => {
    const name = generateStoredName();
    await storage.put(name, Readable.from([Buffer.from("hello")]));
    await storage.remove(name);
    await storage.remove(name);
    expect(await storage.exists(name)).toBe(false);
    await expect(storage.read(name)).rejects.toThrow();
  });

  it("refuses names it did not generate", async () => {
    await expect(storage.put("../../etc/passwd", Readable.from([]))).rejects.toThrow(
      "not a stored file name",
    );
    await expect(storage.read("../secret")).rejects.toThrow("not a stored file name");
    await expect(storage.remove("a/b")).rejects.toThrow("not a stored file name");
    await expect(storage.exists("a/b")).rejects.toThrow("not a stored file name");
  });

  it("writes a name again after it was removed", async () => {
    const name = generateStoredName();
    await storage.put(name, Readable.from([Buffer.from("first")]));
    await storage.remove(name);
    await storage.put(name, Readable.from([Buffer.from("second")]));
    expect(await text(await storage.read(name))).toBe("second");
    await storage.remove(name);
  });
});
