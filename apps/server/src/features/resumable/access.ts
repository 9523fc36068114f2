import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fileTooLargeMessage, JOB_FILE_PURPOSES, type JobFilePurpose } from "@skyhire/shared";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { jobForViewer } from "../delivery/access";
import { cleanFileName } from "../delivery/fileName";
import { assertMayUpload } from "../delivery/uploads";
import type { StagingStore } from "./tusServer";
import { Metadata, type Upload } from "@tus/utils";

export const UPLOAD_NOT_FOUND_MESSAGE = "Upload not found.";
export const UPLOAD_METADATA_MESSAGE =
  "Upload-Metadata must name the jobId, the filename and optionally the purpose.";
export const UPLOAD_LENGTH_MESSAGE = "Upload-Length must give the file's size in bytes.";

/** What the client says about a new upload (tus Upload-Metadata). */
const newUploadSchema = z.object({
  jobId: z.uuid(),
  filename: z.string().min(1).max(1000),
  purpose: z.enum(JOB_FILE_PURPOSES).default("deliverable"),
});

/** What the server keeps with an upload; `uploaderId` is ours, never the client's. */
export interface UploadOwner {
  jobId: string;
  purpose: JobFilePurpose;
  filename: string;
  uploaderId: string;
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A new upload: the user may add files of that purpose to that job now (404 for a stranger's
 * job, 403/409 as for the one-request upload) and the size is within the limit. Returns the
 * metadata to store instead of the client's.
 */
export async function authorizeNewUpload(
  app: FastifyInstance,
  user: User,
  headers: Record<string, string | string[] | undefined>,
): Promise<UploadOwner> {
  const raw = headers["upload-metadata"];
  let parsedMetadata: Record<string, string | null>;
  try {
    parsedMetadata = Metadata.parse(typeof raw === "string" ? raw : undefined);
  } catch {
    throw new HttpError(400, UPLOAD_METADATA_MESSAGE);
  }
  const metadata = newUploadSchema.safeParse(parsedMetadata);
  if (!metadata.success) throw new HttpError(400, UPLOAD_METADATA_MESSAGE);
  const { jobId, purpose } = metadata.data;
  const filename = cleanFileName(metadata.data.filename);

  const length = Number(headers["upload-length"]);
  if (!Number.isSafeInteger(length) || length < 0) throw new HttpError(400, UPLOAD_LENGTH_MESSAGE);
  assertMayUpload(await jobForViewer(app.db, user, jobId), purpose);
  const max = app.config.uploadMaxFileBytes;
  if (length > max) throw new HttpError(413, fileTooLargeMessage(filename, max));
  return { jobId, purpose, filename, uploaderId: user.id };
}

/**
 * Every later request (HEAD, PATCH, DELETE) on an upload: it must be this user's (anyone
 * else's is 404, as if it did not exist), and for HEAD and PATCH the job must still take files
 * from them, checked again on every chunk.
 */
export async function authorizeExistingUpload(
  app: FastifyInstance,
  store: StagingStore,
  user: User,
  uploadId: string,
  method: string,
): Promise<{ upload: Upload; owner: UploadOwner }> {
  const upload = UPLOAD_ID.test(uploadId)
    ? await store.getUpload(uploadId).catch(() => null)
    : null;
  const owner = upload ? ownerOf(upload) : null;
  if (!upload || !owner || owner.uploaderId !== user.id) {
    throw new HttpError(404, UPLOAD_NOT_FOUND_MESSAGE);
  }
  if (method !== "DELETE") {
    assertMayUpload(await jobForViewer(app.db, user, owner.jobId), owner.purpose);
  }
  return { upload, owner };
}

export function ownerOf(upload: Upload): UploadOwner | null {
  const { jobId, purpose, filename, uploaderId } = upload.metadata ?? {};
  if (!jobId || !filename || !uploaderId) return null;
  if (!JOB_FILE_PURPOSES.includes(purpose as JobFilePurpose)) return null;
  return { jobId, purpose: purpose as JobFilePurpose, filename, uploaderId };
}
