import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { once } from "node:events";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStoredName, type ByteRange, type FileStorage } from "./storage";

const PARTIAL_SUFFIX = ".part";

/** DATA_DIR/files: where uploads are kept on this machine. */
export function filesDir(dataDir: string): string {
  return join(dataDir, "files");
}

/**
 * Files on the local disk under `root`, spread over 256 folders by the first two characters of
 * their (random) names so no folder grows huge. A file is written as `<name>.part`, flushed to
 * disk, then renamed: a reader or a crash never sees half a file under its real name.
 */
export function createDiskStorage(root: string): FileStorage & {
  root: string;
  removeStalePartials: NonNullable<FileStorage["removeStalePartials"]>;
} {
  const pathOf = (name: string) => {
    assertStoredName(name);
    return join(root, name.slice(0, 2), name);
  };

  return {
    root,

    async put(name, source) {
      const path = pathOf(name);
      const partial = `${path}${PARTIAL_SUFFIX}`;
      await mkdir(join(root, name.slice(0, 2)), { recursive: true, mode: 0o700 });
      // wx: a name is written once; files are private to the server's user.
      const out = createWriteStream(partial, { flags: "wx", mode: 0o600 });
      try {
        await pipeline(source, out);
        // Flushed before the rename, so a crash right after the commit keeps the whole file.
        const handle = await open(partial, "r+");
        await handle.sync().finally(() => handle.close());
        await rename(partial, path);
        return { sizeBytes: out.bytesWritten };
      } catch (error) {
        source.destroy();
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(name, range?: ByteRange): Promise<Readable> {
      const stream = createReadStream(
        pathOf(name),
        range ? { start: range.start, end: range.end } : {},
      );
      // Opened before resolving, so a missing file rejects instead of failing mid-response.
      await once(stream, "open");
      return stream;
    },

    async remove(name) {
      await rm(pathOf(name), { force: true });
    },

    async exists(name) {
      const path = pathOf(name);
      try {
        return (await stat(path)).isFile();
      } catch {
        return false;
      }
    },

    /**
     * Deletes `.part` files left by a crash mid-upload (a live upload keeps writing to its file,
     * so only old ones are touched). Returns how many went.
     */
    async removeStalePartials(olderThanMs, now = new Date()) {
      let removed = 0;
      const shards = await readdir(root).catch(() => [] as string[]);
      for (const shard of shards) {
        const entries = await readdir(join(root, shard)).catch(() => [] as string[]);
        for (const entry of entries) {
          if (!entry.endsWith(PARTIAL_SUFFIX)) continue;
          const path = join(root, shard, entry);
          const info = await stat(path).catch(() => null);
          if (info && now.getTime() - info.mtimeMs > olderThanMs) {
            await rm(path, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}
