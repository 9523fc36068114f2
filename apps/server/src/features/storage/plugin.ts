import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../../config/env";
import { createDiskStorage, filesDir } from "./diskStorage";
import { createS3Client, createS3Storage } from "./s3Storage";
import type { FileStorage } from "./storage";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Uploaded files (deliverables, dispute evidence, profile images): DATA_DIR/files, or an
     * S3-compatible bucket that every instance shares (STORAGE_DRIVER=s3).
     */
    storage: FileStorage;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The store the settings name. */
export function storageFromConfig(config: AppConfig): FileStorage {
  const settings = config.storage;
  if (settings.driver === "disk") return createDiskStorage(filesDir(config.dataDir));
  return createS3Storage(createS3Client(settings), settings.bucket, settings.keyPrefix);
}

/**
 * Decorates `app.storage` with the configured store and, once the app is ready, clears partial
 * files a crash may have left behind more than a day ago (where the store does not itself).
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = storageFromConfig(app.config);
    app.decorate("storage", storage);
    app.addHook("onReady", async () => {
      storage.removeStalePartials?.(DAY_MS).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, "Removed partial uploads left by a crash");
        },
        (error: unknown) => app.log.warn({ err: error }, "Could not sweep partial uploads"),
      );
    });
  },
  { name: "storage", dependencies: ["app-context"] },
);
