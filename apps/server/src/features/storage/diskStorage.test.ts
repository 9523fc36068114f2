import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./diskStorage";
import { generateStoredName } from "./storage";

/** Every file under `dir`, recursively, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

describe("disk storage", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "skyhire-storage-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("stores a stream intact and reads it back whole or by range", async () => {
    const storage = createDiskStorage(root);
    const content = randomBytes(3 * 1024 * 1024 + 17);
    const name = generateStoredName();
    // Many small chunks, as a network upload arrives.
    const chunks = Array.from({ length: Math.ceil(content.length / 65_536) }, (_, i) =>
      content.subarray(i * 65_536, (i + 1) * 65_536),
    );
    expect(await storage.put(name, Readable.from(chunks))).toEqual({ sizeBytes: content.length });
    expect(await storage.exists(name)).toBe(true);
    expect(await sha256(storage.read(name))).toBe(
      createHash("sha256").update(content).digest("hex"),
    );

    const part = Buffer.concat(await storage.read(name, { start: 100, end: 199 }).toArray());
    expect(part.equals(content.subarray(100, 200))).toBe(true);
    expect(await filesUnder(root)).toEqual([`${name.slice(0, 2)}/${name}`]);
  });

  it("leaves nothing behind when the stream fails half-way", async () => {
    const storage = createDiskStorage(root);
    const name = generateStoredName();
    async function* failing() {
      yield Buffer.alloc(100_000, 1);
      throw new Error("connection reset");
    }
    await expect(storage.put(name, Readable.from(failing()))).rejects.toThrow("connection reset");
    expect(await storage.exists(name)).toBe(false);
    expect(await filesUnder(root)).toEqual([]);
  });

  it("removes files, and a missing one quietly", async () => {
    const storage = createDiskStorage(root);
    const name = generateStoredName();
    await storage.put(name, Readable.from([Buffer.from("hello")]));
    expect(await text(storage.read(name))).toBe("hello");
    await storage.remove(name);
    await storage.remove(name);
    expect(await storage.exists(name)).toBe(false);
  });

  it("refuses names it did not generate", async () => {
    const storage = createDiskStorage(root);
    await expect(storage.put("../../etc/passwd", Readable.from([]))).rejects.toThrow(
      "not a stored file name",
    );
    expect(() => storage.read("../secret")).toThrow("not a stored file name");
    await expect(storage.remove("a/b")).rejects.toThrow("not a stored file name");
  });

  it("never writes the same name twice", async () => {
    const storage = createDiskStorage(root);
    const name = generateStoredName();
    await storage.put(name, Readable.from([Buffer.from("first")]));
    await storage.remove(name);
    await storage.put(name, Readable.from([Buffer.from("second")]));
    expect(await text(storage.read(name))).toBe("second");
  });

  it("sweeps partial files a crash left, but not fresh ones", async () => {
    const storage = createDiskStorage(root);
    const old = generateStoredName();
    const fresh = generateStoredName();
    await storage.put(generateStoredName(), Readable.from([Buffer.from("kept")]));
    for (const name of [old, fresh]) {
      const dir = join(root, name.slice(0, 2));
      await import("node:fs/promises").then((fs) => fs.mkdir(dir, { recursive: true }));
      await writeFile(join(dir, `${name}.part`), "half");
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(join(root, old.slice(0, 2), `${old}.part`), twoDaysAgo, twoDaysAgo);
    expect(await storage.removeStalePartials(86_400_000)).toBe(1);
    const left = await filesUnder(root);
    expect(left.some((f) => f.endsWith(`${fresh}.part`))).toBe(true);
    expect(left.some((f) => f.endsWith(`${old}.part`))).toBe(false);
    expect(left).toHaveLength(2);
  });
});
