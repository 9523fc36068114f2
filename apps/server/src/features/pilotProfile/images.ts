import { pipeline } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MISSING_MESSAGE,
  profileImageTooLargeMessage,
  type ProfileImageKind,
} from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { pilotProfileImages, pilotProfiles, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { cleanFileName } from "../delivery/fileName";
import { NOT_MULTIPART_MESSAGE } from "../delivery/uploads";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { generateStoredName } from "../storage/storage";
import { ownPilotProfile } from "./access";
import { ProfileImageSniffer } from "./imageSniffer";

/** The public address of a stored image; the web shows it as is. */
export function pilotImageUrl(imageId: string): string {
  return `/api/pilot-images/${imageId}`;
}

const URL_COLUMN = {
  profile: "profileImageUrl",
  cover: "coverImageUrl",
} as const satisfies Record<ProfileImageKind, keyof typeof pilotProfiles.$inferSelect>;

/**
 * Swaps the profile's image of `kind` for `next` (or none) under the profile row's lock, so
 * two uploads at once leave one image, not two rows. Answers the stored name it replaced.
 */
async function swapImage(
  tx: Transaction,
  userId: string,
  kind: ProfileImageKind,
  next: { storedName: string; contentType: string; sizeBytes: number } | null,
  now: Date,
): Promise<string | null> {
  const profile = await ownPilotProfile(tx, userId, { lock: true });
  const [previous] = await tx
    .delete(pilotProfileImages)
    .where(
      and(eq(pilotProfileImages.pilotProfileId, profile.id), eq(pilotProfileImages.kind, kind)),
    )
    .returning({ storedName: pilotProfileImages.storedName });
  let url: string | null = null;
  if (next) {
    const [row] = await tx
      .insert(pilotProfileImages)
      .values({ pilotProfileId: profile.id, kind, ...next, createdAt: now })
      .returning({ id: pilotProfileImages.id });
    if (!row) throw new Error("insert of the profile image returned no row");
    url = pilotImageUrl(row.id);
  }
  await tx
    .update(pilotProfiles)
    .set({ [URL_COLUMN[kind]]: url, updatedAt: now })
    .where(eq(pilotProfiles.id, profile.id));
  return previous?.storedName ?? null;
}

/** The old file goes once the new row is committed; failing to remove it only wastes disk. */
async function removeReplaced(app: FastifyInstance, storedName: string | null): Promise<void> {
  if (!storedName) return;
  await app.storage.remove(storedName).catch((error: unknown) => {
    app.log.warn({ err: error, storedName }, "Could not remove a replaced profile image");
  });
}

/**
 * POST /api/profiles/pilot/images/{kind}: the first file part of a multipart body is streamed
 * through the image sniffer into storage (nothing buffered beyond a few bytes), then replaces
 * the pilot's image of that kind. A refused type, a file over PROFILE_IMAGE_MAX_BYTES or an
 * aborted upload keeps nothing and changes nothing.
 */
export async function uploadProfileImage(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  kind: ProfileImageKind,
  now: Date,
): Promise<void> {
  // Refuse before reading a byte of the body.
  await ownPilotProfile(app.db, user.id);
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);

  let storedName: string | null = null;
  try {
    const part = await request.file({
      throwFileSizeLimit: false,
      limits: {
        fileSize: PROFILE_IMAGE_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 100,
      },
    });
    if (!part) throw new HttpError(400, PROFILE_IMAGE_MISSING_MESSAGE);
    const fileName = cleanFileName(part.filename);
    const sniffer = new ProfileImageSniffer(fileName);
    const name = generateStoredName();
    // pipeline, not pipe: an aborted request must fail the write, not leave it waiting.
    const source = pipeline(part.file, sniffer, () => undefined);
    const { sizeBytes } = await app.storage.put(name, source);
    storedName = name;
    // Past the limit busboy stops the file short; what was stored is not the picture.
    if (part.file.truncated) throw new HttpError(413, profileImageTooLargeMessage(fileName));

    const replaced = await app.db.transaction((tx) =>
      swapImage(
        tx,
        user.id,
        kind,
        { storedName: name, contentType: sniffer.contentType, sizeBytes },
        now,
      ),
    );
    storedName = null;
    await removeReplaced(app, replaced);
  } catch (error) {
    if (storedName) await app.storage.remove(storedName);
    throw uploadError(error);
  }
  invalidatePilotSearchCaches();
}

/** DELETE /api/profiles/pilot/images/{kind}: the profile shows no image of that kind. */
export async function removeProfileImage(
  app: FastifyInstance,
  user: User,
  kind: ProfileImageKind,
  now: Date,
): Promise<void> {
  const replaced = await app.db.transaction((tx) => swapImage(tx, user.id, kind, null, now));
  await removeReplaced(app, replaced);
  invalidatePilotSearchCaches();
}

/** @fastify/multipart's own errors, in this API's words. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
    return new HttpError(413, "Upload one image at a time.");
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    return new HttpError(415, NOT_MULTIPART_MESSAGE);
  }
  return error;
}
