import { pipeline } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { JobFileDto } from "@skyhire/shared";
import type { User } from "../../db/schema";
import { recordUploads } from "../delivery/recordUploads";
import { FileTypeSniffer } from "../delivery/sniff";
import { generateStoredName } from "../storage/storage";
import type { UploadOwner } from "./access";
import type { StagingStore } from "./tusServer";

/**
 * A resumable upload whose last chunk has arrived becomes a job file: its bytes go through the
 * magic-byte sniffer again (the whole file, as the one-request upload does) into storage, the
 * row is recorded after the job is re-checked under its lock, and the staged chunks are
 * removed. On any failure the stored copy and the staged upload are both removed: the client
 * sees the error and nothing is half-kept.
 */
export async function finishUpload(
  app: FastifyInstance,
  store: StagingStore,
  user: User,
  uploadId: string,
  owner: UploadOwner,
): Promise<JobFileDto> {
  const storedName = generateStoredName();
  try {
    const sniffer = new FileTypeSniffer(owner.filename);
    const source = pipeline(await store.read(uploadId), sniffer, () => undefined);
    const { sizeBytes } = await app.storage.put(storedName, source);
    const stored = {
      storedName,
      originalName: owner.filename,
      contentType: sniffer.fileType.mime,
      sizeBytes,
    };
    const [file] = await recordUploads(app, user, owner.jobId, owner.purpose, [stored], app.now());
    if (!file) throw new Error("recording a finished upload returned no row");
    return file;
  } catch (error) {
    await app.storage.remove(storedName);
    throw error;
  } finally {
    await store.remove(uploadId).catch((error: unknown) => {
      app.log.warn({ err: error, uploadId }, "Could not remove a finished upload's chunks");
    });
  }
}
