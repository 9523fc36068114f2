import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NO_THUMBNAIL_MESSAGE } from "@skyhire/shared";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { fileForViewer } from "../delivery/files";
import { hasThumbnail, makeThumbnail, THUMBNAIL_TYPE } from "./makeThumbnail";
import { thumbnailStoredName } from "./thumbnailName";

/**
 * A photo's thumbnail for whoever may see the photo (anyone else: the file's 404). Made on the
 * first request and kept in storage beside the original, so each photo is decoded once for all
 * instances; a file that is not a photo, or one libvips cannot read, has none (404: the gallery
 * shows its icon instead).
 */
export async function thumbnailOf(
  app: FastifyInstance,
  user: User,
  fileId: string,
): Promise<{ stream: Readable; etag: string }> {
  const { file } = await fileForViewer(app.db, user, fileId);
  if (!hasThumbnail(file.contentType)) throw new HttpError(404, NO_THUMBNAIL_MESSAGE);
  const name = thumbnailStoredName(file.id);
  const etag = `"thumb-${file.id}"`;
  if (await app.storage.exists(name)) return { stream: await app.storage.read(name), etag };

  let bytes: Buffer;
  try {
    bytes = await makeThumbnail(await app.storage.read(file.storedName));
  } catch (error) {
    app.log.info({ err: error, fileId: file.id }, "No thumbnail: the image could not be read");
    throw new HttpError(404, NO_THUMBNAIL_MESSAGE);
  }
  await app.storage.put(name, Readable.from([bytes]));
  return { stream: Readable.from([bytes]), etag };
}

/** GET /api/files/{fileId}/thumbnail: the thumbnail, cached by the browser for a week. */
export async function sendThumbnail(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  fileId: string,
) {
  const { stream, etag } = await thumbnailOf(app, user, fileId);
  // A file's bytes never change, nor does its thumbnail: the browser may keep it.
  reply
    .header("ETag", etag)
    .header("Cache-Control", "private, max-age=604800, immutable")
    .header("X-Content-Type-Options", "nosniff");
  if (request.headers["if-none-match"] === etag) {
    stream.destroy();
    return reply.code(304).send();
  }
  return reply.type(THUMBNAIL_TYPE).send(stream);
}
