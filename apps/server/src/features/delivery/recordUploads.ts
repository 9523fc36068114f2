import type { FastifyInstance } from "fastify";
import type { JobFileDto, JobFilePurpose } from "@skyhire/shared";
import { jobFiles, type User } from "../../db/schema";
import { jobForViewer } from "./access";
import { toJobFileDto } from "./fileDto";
import { currentDeliveryRound } from "./rounds";
import { assertMayUpload } from "./uploads";

/** A file whose bytes are in storage, not yet recorded as the job's. */
export interface StoredUpload {
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Records files already in storage as the job's, in one transaction that re-checks the job
 * and the uploader's right under the job's lock (the job may have moved on meanwhile), in the
 * current delivery round. The caller removes the stored bytes when this throws.
 */
export async function recordUploads(
  app: FastifyInstance,
  user: User,
  jobId: string,
  purpose: JobFilePurpose,
  stored: StoredUpload[],
  now: Date,
): Promise<JobFileDto[]> {
  return app.db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    assertMayUpload(viewed, purpose);
    const round = await currentDeliveryRound(tx, jobId);
    const rows = await tx
      .insert(jobFiles)
      .values(
        stored.map((file) => ({
          jobId,
          uploadedByUserId: user.id,
          purpose,
          originalName: file.originalName,
          storedName: file.storedName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          deliveryRound: round,
          createdAt: now,
        })),
      )
      .returning();
    return rows.map((row) => toJobFileDto(row, viewed.client.userId));
  });
}
