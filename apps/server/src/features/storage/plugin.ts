import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createDiskStorage, filesDir } from "./diskStorage";
import type { FileStorage } from "./storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (deliverables, dispute evidence): DATA_DIR/files on this machine. */
    storage: FileStorage;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Decorates `app.storage` with the disk storage under DATA_DIR and, once the app is ready,
 * clears partial files a crash may have left behind more than a day ago.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = createDiskStorage(filesDir(app.config.dataDir));
    app.decorate("storage", storage);
    app.addHook("onReady", async () => {
      storage.removeStalePartials(DAY_MS).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, "Removed partial uploads left by a crash");
        },
        (error: unknown) => app.log.warn({ err: error }, "Could not sweep partial uploads"),
      );
    });
  },
  { name: "storage", dependencies: ["app-context"] },
);
