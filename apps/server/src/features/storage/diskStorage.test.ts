import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "./diskStorage";
import { generateStoredName } from "./storage";

// What every driver does is in storageContract.test.ts; these are the disk's own ways.

/** Every file under `dir`, recursively, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describe("disk storage", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "skyhire-storage-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("keeps a file in the folder named by its first two characters", async () => {
    const storage = createDiskStorage(root);
    const name = generateStoredName();
    await storage.put(name, Readable.from([Buffer.from("hello")]));
    expect(await filesUnder(root)).toEqual([`${name.slice(0, 2)}/${name}`]);
  });

  it("sweeps partial files a crash left, but not fresh ones", async () => {
    const storage = createDiskStorage(root);
    const old = generateStoredName();
    const fresh = generateStoredName();
    await storage.put(generateStoredName(), Readable.from([Buffer.from("kept")]));
    for (const name of [old, fresh]) {
      const dir = join(root, name.slice(0, 2));
      await mkdir(dir, { recursive: true });
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
