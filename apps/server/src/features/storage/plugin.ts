import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../../config/env";
import { createDiskStorage, filesDir } from "./diskStorage";
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

/**
 * The store the settings name. The S3 driver (and the AWS SDK, 0.1-0.2 s to load) is imported
 * only when it is the one configured.
 */
export async function storageFromConfig(config: AppConfig): Promise<FileStorage> {
  const settings = config.storage;
  if (settings.driver === "disk") return createDiskStorage(filesDir(config.dataDir));
  const { createS3Client, createS3Storage } = await import("./s3Storage");
  return createS3Storage(createS3Client(settings), settings.bucket, settings.keyPrefix);
}

/**
 * Decorates `app.storage` with the configured store and, once the app is ready, clears partial
 * files a crash may have left behind more than a day ago (where the store does not itself).
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = await storageFromConfig(app.config);
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
