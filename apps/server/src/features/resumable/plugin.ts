import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Server } from "@tus/server";
import type { DatabaseHandle } from "../../db/client";
import { listenOnChannel, type ChannelListener } from "../../db/channelListener";
import { createStagingStore, createTusServer, type StagingStore } from "./tusServer";
import { DatabaseUploadLocker, UPLOAD_RELEASE_CHANNEL } from "./uploadLocker";

declare module "fastify" {
  interface FastifyInstance {
    /** The staging store and tus server behind /api/uploads. */
    resumableUploads: { store: StagingStore; tus: Server };
  }
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Decorates `app.resumableUploads` and, outside tests, removes uploads nobody continued for a
 * day, hourly on every instance (removing one twice is harmless).
 */
export const resumableUploadsPlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    const store = await createStagingStore(app.config);
    const locker = new DatabaseUploadLocker(app.db);
    const tus = createTusServer(app.config, store, locker);
    app.decorate("resumableUploads", { store, tus });
    let releases: ChannelListener | null = null;
    app.addHook("onReady", async () => {
      releases = await listenOnChannel(
        database,
        UPLOAD_RELEASE_CHANNEL,
        { onPayload: (uploadId) => uploadId && locker.releaseRequested(uploadId) },
        app.log,
      );
    });
    app.addHook("onClose", async () => releases?.close());
    // Chunks are raw bytes the tus server streams to the store: leave the body unread here.
    app.addContentTypeParser("application/offset+octet-stream", (_request, _payload, done) =>
      done(null),
    );
    if (app.config.nodeEnv === "test") return;
    const timer = setInterval(() => {
      tus.cleanUpExpiredUploads().then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, "Removed abandoned uploads");
        },
        (error: unknown) => app.log.warn({ err: error }, "Could not remove abandoned uploads"),
      );
    }, CLEANUP_INTERVAL_MS);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "resumable-uploads", dependencies: ["app-context"] },
);
