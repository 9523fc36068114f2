import { join } from "node:path";
import type { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import type { DataStore, KvStore, Locker } from "@tus/utils";
import type { AppConfig } from "../../config/env";
import { generateStoredName } from "../storage/storage";

export const RESUMABLE_UPLOADS_PATH = "/api/uploads";

/** An upload nobody touched for this long is abandoned: its bytes are removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A tus data store that can also give back what it holds (both of ours can). */
export type StagingStore = DataStore & { read(id: string): Readable | Promise<Readable> };

/**
 * Where unfinished resumable uploads collect their chunks: beside the files on the disk
 * (DATA_DIR/uploads, with one JSON file per upload, so a restart resumes them), or in the
 * bucket (an S3 multipart upload and an `<id>.info` object each), which every instance can
 * continue.
 */
export async function createStagingStore(config: AppConfig): Promise<StagingStore> {
  const settings = config.storage;
  if (settings.driver === "disk") {
    return new FileStore({
      directory: join(config.dataDir, "uploads"),
      expirationPeriodInMilliseconds: ABANDONED_AFTER_MS,
    });
  }
  // Imported only when configured: it loads the AWS SDK (0.1-0.2 s of a start).
  const { S3Store } = await import("@tus/s3-store");
  return new S3Store({
    partSize: 8 * 1024 * 1024,
    cache: new NoMetadataCache(),
    expirationPeriodInMilliseconds: ABANDONED_AFTER_MS,
    s3ClientConfig: {
      bucket: settings.bucket,
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // As the storage driver (s3Storage.ts): no aws-chunked checksum trailers on every
      // request, which S3-compatible stores other than AWS do not all understand.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    },
  }) as StagingStore;
}

/**
 * S3Store keeps each upload's info object in a per-process cache by default. With several
 * instances that cache goes stale: an upload cancelled, finished or expired through one instance
 * still looked alive (and complete) on another. Reading the small info object from the bucket on
 * every request costs one GET beside a chunk of megabytes, and is always true.
 */
class NoMetadataCache<T> implements KvStore<T> {
  async get(): Promise<T | undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
}

/**
 * The tus 1.0 server (creation, termination, expiration) behind /api/uploads. The routes check
 * the user and the job before every request reaches it and move a finished upload into
 * storage (routes.ts); upload ids are random UUIDs, never derived from what the client sends.
 */
export function createTusServer(
  config: AppConfig,
  datastore: StagingStore,
  locker: Locker,
): Server {
  return new Server({
    locker,
    path: RESUMABLE_UPLOADS_PATH,
    datastore,
    maxSize: config.uploadMaxFileBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => generateStoredName(),
  });
}
