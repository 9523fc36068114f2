import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/** A byte range of a stored file, both ends included (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: the disk under DATA_DIR (diskStorage.ts) or an S3-compatible
 * object store (s3Storage.ts), chosen by STORAGE_DRIVER. Features only ever speak to this
 * interface; storageContract.test.ts holds every driver to the same behaviour.
 */
export interface FileStorage {
  /**
   * Streams `source` into a new file called `name` and resolves with its size once it is
   * stored for good. On any error (a refused type, a size limit, an aborted upload) the partial
   * file is removed and the promise rejects with that error: nothing half-written remains.
   */
  put(name: string, source: Readable): Promise<{ sizeBytes: number }>;
  /**
   * Reads the whole file or one range of it. Resolves once the store has answered, so a missing
   * file rejects here, before a caller has sent any response headers.
   */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; a file that is already gone is fine. */
  remove(name: string): Promise<void>;
  /** Whether a file of that name is stored. */
  exists(name: string): Promise<boolean>;
  /**
   * Deletes what uploads cut off by a crash left behind more than `olderThanMs` ago; returns
   * how many went. Absent where the store does that itself (an S3 lifecycle rule).
   */
  removeStalePartials?(olderThanMs: number, now?: Date): Promise<number>;
}

/**
 * A fresh stored name: random, never derived from what the uploader called the file, so names
 * can't collide, be guessed from the original, or point outside the storage folder.
 */
export function generateStoredName(): string {
  return randomUUID();
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Refuses any name the storage did not generate (a path, a dot-dot, ...). */
export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
}
