import { pipeline } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  fileTooLargeMessage,
  SINGLE_REQUEST_UPLOAD_MAX_BYTES,
  NO_FILES_IN_UPLOAD_MESSAGE,
  transitionRefusedMessage,
  UPLOAD_MAX_FILES_PER_REQUEST,
  UPLOADS_CLOSED_MESSAGE,
  type JobFileDto,
  type JobFilePurpose,
} from "@skyhire/shared";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { generateStoredName } from "../storage/storage";
import { jobForViewer, requireRole, type ViewedJob } from "./access";
import { cleanFileName } from "./fileName";
import { recordUploads, type StoredUpload } from "./recordUploads";
import { FileTypeSniffer } from "./sniff";

export const ONLY_PILOT_UPLOADS_MESSAGE = "Only the hired pilot uploads deliverables.";
export const ONLY_PARTIES_ADD_EVIDENCE_MESSAGE =
  "Only the job's client and pilot can add evidence to a dispute.";
export const FILES_LIMIT_MESSAGE = `Upload at most ${UPLOAD_MAX_FILES_PER_REQUEST} files at a time.`;
export const NOT_MULTIPART_MESSAGE = "Send the files as multipart/form-data.";

/** Who may add files of a purpose, and when: refused with 403 (who) or 409 (when). */
export function assertMayUpload(viewed: ViewedJob, purpose: JobFilePurpose): void {
  if (purpose === "deliverable") {
    requireRole(viewed, ["pilot"], ONLY_PILOT_UPLOADS_MESSAGE);
    if (viewed.job.status !== "in_progress") {
      throw new HttpError(
        409,
        `${transitionRefusedMessage("job", viewed.job.status, "deliver")} ${UPLOADS_CLOSED_MESSAGE}`,
      );
    }
    return;
  }
  requireRole(viewed, ["client", "pilot"], ONLY_PARTIES_ADD_EVIDENCE_MESSAGE);
  if (viewed.job.status !== "disputed") throw new HttpError(409, UPLOADS_CLOSED_MESSAGE);
}

/**
 * POST /api/jobs/{id}/files: every file part of the multipart body is streamed through the
 * type sniffer straight into storage, one after another; nothing is buffered beyond the sniff
 * window. All or nothing: a refused type, a file over the limit, an aborted request or a job
 * that moved on meanwhile removes every file this request stored and records none of them.
 * The rows are written at the end in one transaction that re-checks the job under its lock.
 */
export async function receiveUploads(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  jobId: string,
  purpose: JobFilePurpose,
  now: Date,
): Promise<JobFileDto[]> {
  // Refuse before reading a byte of the body.
  assertMayUpload(await jobForViewer(app.db, user, jobId), purpose);
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);

  const maxBytes = Math.min(app.config.uploadMaxFileBytes, SINGLE_REQUEST_UPLOAD_MAX_BYTES);
  const stored: StoredUpload[] = [];
  try {
    const parts = request.files({
      limits: {
        fileSize: maxBytes,
        files: UPLOAD_MAX_FILES_PER_REQUEST,
        fields: 20,
        fieldSize: 4096,
        parts: UPLOAD_MAX_FILES_PER_REQUEST + 20,
        headerPairs: 100,
      },
    });
    for await (const part of parts) {
      const originalName = cleanFileName(part.filename);
      const sniffer = new FileTypeSniffer(originalName);
      const storedName = generateStoredName();
      // pipeline, not pipe: an aborted request must fail the write, not leave it waiting.
      const source = pipeline(part.file, sniffer, () => undefined);
      const { sizeBytes } = await app.storage.put(storedName, source);
      // Keep track at once, so a later failure removes this file too.
      stored.push({ storedName, originalName, contentType: sniffer.fileType.mime, sizeBytes });
      // Past the limit busboy stops the file short; what was stored is not the file.
      if (part.file.truncated)
        throw new HttpError(413, fileTooLargeMessage(originalName, maxBytes));
    }
    if (stored.length === 0) throw new HttpError(400, NO_FILES_IN_UPLOAD_MESSAGE);

    return await recordUploads(app, user, jobId, purpose, stored, now);
  } catch (error) {
    await Promise.all(stored.map((file) => app.storage.remove(file.storedName)));
    throw uploadError(error);
  }
}

/** @fastify/multipart's own limit errors, in this API's words. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
    return new HttpError(413, FILES_LIMIT_MESSAGE);
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new HttpError(415, NOT_MULTIPART_MESSAGE);
  return error;
}
