import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PROFILE_IMAGE_NOT_FOUND_MESSAGE } from "@skyhire/shared";
import { pilotProfileImages } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/** An id names one picture that never changes: caches may keep it for a year. */
const CACHE_FOREVER = "public, max-age=31536000, immutable";

/**
 * GET /api/pilot-images/{id}: a pilot's profile or cover image, public like the profile that
 * shows it. Served with the type detected at upload and nosniff, inside a sandbox, so the
 * bytes can only ever be shown as a picture.
 */
export async function sendPilotImage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
) {
  const [image] = await app.db
    .select()
    .from(pilotProfileImages)
    .where(eq(pilotProfileImages.id, id));
  if (!image) throw new HttpError(404, PROFILE_IMAGE_NOT_FOUND_MESSAGE);
  if (!(await app.storage.exists(image.storedName))) {
    throw new Error(`the bytes of profile image ${image.id} (${image.storedName}) are missing`);
  }

  const etag = `"${image.id}"`;
  reply
    .header("ETag", etag)
    .header("Last-Modified", image.createdAt.toUTCString())
    .header("Cache-Control", CACHE_FOREVER)
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "default-src 'none'; sandbox");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply
    .code(200)
    .type(image.contentType)
    .header("Content-Length", image.sizeBytes)
    .send(await app.storage.read(image.storedName));
}
