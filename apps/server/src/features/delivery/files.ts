import { and, asc, eq } from "drizzle-orm";
import {
  DELIVERED_FILE_LOCKED_MESSAGE,
  EVIDENCE_FILE_LOCKED_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
  type JobFileDto,
  type JobFilePurpose,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { jobFiles, type JobFile, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import type { FileStorage } from "../storage/storage";
import { jobForViewer, requireRole, type ViewedJob } from "./access";
import { thumbnailStoredName } from "../thumbnails/thumbnailName";
import { toJobFileDto } from "./fileDto";
import { currentDeliveryRound } from "./rounds";

export const ONLY_PILOT_REMOVES_MESSAGE = "Only the hired pilot can remove delivery files.";

/** Round by round, oldest first: how a job's files are listed and zipped. */
export const JOB_FILES_ORDER = [
  asc(jobFiles.deliveryRound),
  asc(jobFiles.createdAt),
  asc(jobFiles.originalName),
  asc(jobFiles.id),
];

/**
 * GET /api/jobs/{id}/files: the job's files round by round, oldest first, for its parties (and
 * operators while the job is disputed).
 */
export async function listJobFiles(
  db: Database,
  user: User,
  jobId: string,
  purpose: JobFilePurpose | undefined,
): Promise<JobFileDto[]> {
  const viewed = await jobForViewer(db, user, jobId);
  const rows = await db
    .select()
    .from(jobFiles)
    .where(and(eq(jobFiles.jobId, jobId), purpose ? eq(jobFiles.purpose, purpose) : undefined))
    .orderBy(...JOB_FILES_ORDER);
  return rows.map((row) => toJobFileDto(row, viewed.client.userId));
}

/**
 * A file with its job, if the caller may see that job; anyone else gets 404 exactly as for a
 * file that does not exist.
 */
export async function fileForViewer(
  db: Database | Transaction,
  user: User,
  fileId: string,
  options: { lock?: boolean } = {},
): Promise<{ file: JobFile; viewed: ViewedJob }> {
  const [file] = await db.select().from(jobFiles).where(eq(jobFiles.id, fileId));
  if (!file) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
  try {
    return { file, viewed: await jobForViewer(db, user, file.jobId, options) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
    }
    throw error;
  }
}

/**
 * DELETE /api/files/{fileId}: the pilot takes back a deliverable of the round not yet
 * delivered. Delivered files are what the client reviewed and evidence is a record: both stay.
 * The row goes in a transaction holding the job lock (so a delivery can't count it and then
 * lose it); the bytes go after the commit.
 */
export async function deleteJobFile(
  db: Database,
  storage: FileStorage,
  user: User,
  fileId: string,
): Promise<void> {
  const storedName = await db.transaction(async (tx) => {
    const { file, viewed } = await fileForViewer(tx, user, fileId, { lock: true });
    if (file.purpose === "dispute_evidence") throw new HttpError(409, EVIDENCE_FILE_LOCKED_MESSAGE);
    requireRole(viewed, ["pilot"], ONLY_PILOT_REMOVES_MESSAGE);
    const round = await currentDeliveryRound(tx, file.jobId);
    if (viewed.job.status !== "in_progress" || file.deliveryRound !== round) {
      throw new HttpError(409, DELIVERED_FILE_LOCKED_MESSAGE);
    }
    await tx.delete(jobFiles).where(eq(jobFiles.id, file.id));
    return file.storedName;
  });
  await storage.remove(storedName);
  // The pilot may have previewed it in the gallery: its thumbnail goes too.
  await storage.remove(thumbnailStoredName(fileId));
}
