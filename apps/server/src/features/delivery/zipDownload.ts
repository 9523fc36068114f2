import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { ZipFile } from "yazl";
import { NO_FILES_TO_ZIP_MESSAGE } from "@skyhire/shared";
import { jobFiles, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { jobForViewer } from "./access";
import { contentDisposition } from "./contentDisposition";
import { JOB_FILES_ORDER } from "./files";
import { zipEntryNames } from "./zipNames";

/**
 * GET /api/jobs/{id}/files.zip: a delivery's files as one zip, for whoever may list them.
 * Streamed: each file is opened from storage only when the zip reaches it, so a 50 GB delivery
 * holds one store read at a time and no memory. Stored, not deflated: photos and videos are
 * compressed already, and without deflating the zip's exact size is known, so the browser shows
 * the download's progress (Content-Length).
 */
export async function sendDeliveryZip(
  app: FastifyInstance,
  reply: FastifyReply,
  user: User,
  jobId: string,
  round: number | undefined,
) {
  const { job } = await jobForViewer(app.db, user, jobId);
  const files = await app.db
    .select()
    .from(jobFiles)
    .where(
      and(
        eq(jobFiles.jobId, jobId),
        eq(jobFiles.purpose, "deliverable"),
        round === undefined ? undefined : eq(jobFiles.deliveryRound, round),
      ),
    )
    .orderBy(...JOB_FILES_ORDER);
  if (files.length === 0) throw new HttpError(404, NO_FILES_TO_ZIP_MESSAGE);

  const zip = new ZipFile();
  const names = zipEntryNames(files);
  files.forEach((file, index) => {
    zip.addReadStreamLazy(
      names[index]!,
      { size: file.sizeBytes, compress: false, mtime: file.createdAt },
      (done) => {
        app.storage.read(file.storedName).then(
          (stream) => done(null, stream),
          (error: Error) => done(error, undefined as never),
        );
      },
    );
  });
  let totalBytes = -1;
  // Called at once (every size is known); @types/yazl omits the size argument yazl passes.
  const onTotalSize = (size: number) => {
    totalBytes = size;
  };
  zip.end({ forceZip64Format: false, comment: "" }, onTotalSize as () => void);

  const roundPart = round === undefined ? "" : `-delivery-${round}`;
  reply
    .type("application/zip")
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .header(
      "Content-Disposition",
      contentDisposition("attachment", `${zipTitle(job.title)}${roundPart}.zip`),
    );
  if (totalBytes >= 0) reply.header("Content-Length", totalBytes);
  return reply.send(zip.outputStream);
}

/** A file name from the job's title: "Roof inspection, 12 Elm St" → "Roof inspection 12 Elm St". */
function zipTitle(title: string): string {
  const cleaned = title
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.slice(0, 80) || "skyhire-delivery";
}
