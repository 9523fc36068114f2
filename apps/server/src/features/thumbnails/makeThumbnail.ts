import type { Readable } from "node:stream";
import { fileTypeOfMime } from "@skyhire/shared";

/** Gallery tiles are at most 320 CSS px wide, so 640 px covers screens of density 2. */
export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 480;
export const THUMBNAIL_TYPE = "image/webp";

/** JPEG, PNG and TIFF photos get one; raw photos need a raw decoder libvips does not ship. */
export function hasThumbnail(contentType: string): boolean {
  return fileTypeOfMime(contentType)?.kind === "image";
}

/**
 * A small WebP of a photo for galleries: turned upright by its EXIF orientation, cropped to
 * 4:3 around the middle, metadata (GPS of the site, camera serials) left out. libvips decodes a
 * 20-megapixel JPEG at a reduced size straight away, so this takes a fraction of a second and
 * little memory. Rejects when the bytes are not an image libvips can read.
 */
export async function makeThumbnail(original: Readable): Promise<Buffer> {
  // Loaded on the first thumbnail, not at start-up (libvips' binding: 40 ms of a cold start).
  const { default: sharp } = await import("sharp");
  const pipeline = sharp({ failOn: "error", limitInputPixels: 200_000_000 })
    .rotate()
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: "cover", withoutEnlargement: true })
    .webp({ quality: 72 });
  original.on("error", (error) => pipeline.destroy(error));
  return original.pipe(pipeline).toBuffer();
}
