import { z } from "zod";
import { storableText } from "./storableText";
import { JOB_STATUSES } from "../constants/statuses";
import { ALLOWED_FILE_TYPES_TEXT, FILE_KINDS } from "../rules/fileTypes";

/** Delivery is approved on the client's behalf this many days after it was made. */
export const DELIVERY_AUTO_APPROVE_DAYS = 14;
/** The client is reminded on this day after delivery, once, if they have not answered. */
export const DELIVERY_REMINDER_DAY = 12;
/**
 * Per-file limit of resumable (tus) uploads unless UPLOAD_MAX_FILE_BYTES says otherwise: 50 GiB,
 * room for a long 5.1K clip or a mapping job's orthomosaic source.
 */
export const DEFAULT_UPLOAD_MAX_FILE_BYTES = 50 * 1024 * 1024 * 1024;
/**
 * The one-request multipart upload stays for small files; a file past this size must take the
 * resumable path, where a dropped connection costs one chunk instead of the whole file.
 */
export const SINGLE_REQUEST_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Files one upload request may carry. */
export const UPLOAD_MAX_FILES_PER_REQUEST = 50;
export const ORIGINAL_FILE_NAME_MAX = 255;

/** GET /api/uploads/limits: what this server accepts, so the browser refuses the same files. */
export const uploadLimitsSchema = z.object({
  maxFileBytes: z.number().int().positive(),
  singleRequestMaxFileBytes: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
export const CHANGE_REQUEST_REASON_MIN = 10;
export const CHANGE_REQUEST_REASON_MAX = 2000;

export const JOB_FILE_PURPOSES = ["deliverable", "dispute_evidence"] as const;
export type JobFilePurpose = (typeof JOB_FILE_PURPOSES)[number];

export const FILE_NOT_FOUND_MESSAGE = "File not found";
export const NO_FILES_IN_UPLOAD_MESSAGE = "Choose at least one file to upload.";
export const DELIVERY_NEEDS_FILES_MESSAGE =
  "Upload at least one file for this delivery before marking it delivered.";
export const DELIVERED_FILE_LOCKED_MESSAGE =
  "This file was part of a delivery and can't be removed.";
export const EVIDENCE_FILE_LOCKED_MESSAGE = "Dispute evidence can't be removed.";
export const UPLOADS_CLOSED_MESSAGE =
  "Files can be added while the mission is in progress, or as evidence while a dispute is open.";

/** 400 for a file whose content is none of the allowed types. */
export function fileTypeRefusedMessage(name: string): string {
  return `"${name}" is not an allowed file type. Upload ${ALLOWED_FILE_TYPES_TEXT}.`;
}

/** 413 for a file over the per-file limit. */
export function fileTooLargeMessage(name: string, limitBytes: number): string {
  return `"${name}" is larger than the ${formatBytes(limitBytes)} limit per file.`;
}

/** 1.5 GB, 820 KB, 12 bytes: sizes as people read them (binary units, short names). */
export function formatBytes(bytes: number): string {
  const units = ["KB", "MB", "GB", "TB"];
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

const dateTime = z.iso.datetime({ offset: true });

/** A file of a job: a deliverable or dispute evidence. */
export const jobFileSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  purpose: z.enum(JOB_FILE_PURPOSES),
  /** The name it was uploaded with; only shown and used when downloading. */
  name: z.string(),
  /** Detected from the content, e.g. image/jpeg. */
  contentType: z.string(),
  /** The detected type: jpeg, png, tiff, dng, cr2, ..., mp4, mov, pdf, zip. */
  type: z.string(),
  kind: z.enum(FILE_KINDS),
  /** How a browser can show it inline: image, video, or null (download only). */
  preview: z.enum(["image", "video"]).nullable(),
  sizeBytes: z.number().int(),
  /** Delivery 1, then 2 after the client asked for changes, ... */
  deliveryRound: z.number().int(),
  uploadedBy: z.enum(["client", "pilot"]),
  createdAt: dateTime,
  /** Inline (previews, video playback with seeking). */
  url: z.string(),
  /** The same file as an attachment. */
  downloadUrl: z.string(),
  /** A small WebP for galleries (photos only; null for everything else). */
  thumbnailUrl: z.string().nullable(),
});

/** GET /api/files/{id}/thumbnail for a file that is not a photo, or one that cannot be read. */
export const NO_THUMBNAIL_MESSAGE = "This file has no thumbnail.";
export type JobFileDto = z.infer<typeof jobFileSchema>;

export const jobFileListSchema = z.array(jobFileSchema);

/** GET /api/jobs/{id}/files: all the job's files, or those of one purpose. */
export const jobFilesQuerySchema = z.object({
  purpose: z.enum(JOB_FILE_PURPOSES).optional(),
});

/** POST /api/jobs/{id}/files (multipart/form-data, any number of file fields). */
export const uploadQuerySchema = z.object({
  /** deliverable (the hired pilot, in progress) or dispute_evidence (either party, disputed). */
  purpose: z.enum(JOB_FILE_PURPOSES).default("deliverable"),
});

export const uploadResponseSchema = z.object({ files: jobFileListSchema });

export const fileIdParamsSchema = z.object({ fileId: z.uuid("Not a valid id") });

/** GET /api/files/{fileId}: `download=1` sends it as an attachment instead of inline. */
export const fileDownloadQuerySchema = z.object({
  download: z
    .enum(["1", "true", "0", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

/** GET /api/jobs/{id}/files.zip: one delivery round's deliverables, or every round's. */
export const deliveryZipQuerySchema = z.object({
  round: z.coerce.number<string>().int().min(1).max(1000).optional(),
});

/** GET /api/jobs/{id}/files.zip when the round (or the job) has no deliverables. */
export const NO_FILES_TO_ZIP_MESSAGE = "There are no delivered files to download yet.";

/** POST /api/jobs/{id}/request-changes */
export const requestChangesRequestSchema = z.object({
  reason: storableText()
    .trim()
    .min(
      CHANGE_REQUEST_REASON_MIN,
      `Say what to change in at least ${CHANGE_REQUEST_REASON_MIN} characters`,
    )
    .max(CHANGE_REQUEST_REASON_MAX, `Keep it under ${CHANGE_REQUEST_REASON_MAX} characters`),
});
export type RequestChangesRequest = z.infer<typeof requestChangesRequestSchema>;

export const changeRequestSchema = z.object({
  /** The delivery the client sent back. */
  round: z.number().int(),
  reason: z.string(),
  at: dateTime,
});

/** GET /api/jobs/{id}/delivery: where the delivery stands, for the upload and review screens. */
export const deliveryStateSchema = z.object({
  jobId: z.uuid(),
  status: z.enum(JOB_STATUSES),
  viewerRole: z.enum(["client", "pilot", "admin"]),
  /** The delivery being prepared or reviewed now. */
  round: z.number().int(),
  /** When the latest delivery was made. */
  deliveredAt: dateTime.nullable(),
  /** While waiting for the client: when it is approved automatically. */
  autoApprovesAt: dateTime.nullable(),
  completedAt: dateTime.nullable(),
  /** Deliverables of the current round. */
  currentRoundFiles: z.number().int(),
  changeRequests: z.array(changeRequestSchema),
});
export type DeliveryState = z.infer<typeof deliveryStateSchema>;
