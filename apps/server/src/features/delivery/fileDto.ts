import { fileTypeOfMime, type JobFileDto } from "@skyhire/shared";
import type { JobFile } from "../../db/schema";
import { hasThumbnail } from "../thumbnails/makeThumbnail";

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/** A stored file as the API answers it; `clientUserId` tells who of the two uploaded it. */
export function toJobFileDto(row: JobFile, clientUserId: string): JobFileDto {
  const type = fileTypeOfMime(row.contentType);
  return {
    id: row.id,
    jobId: row.jobId,
    purpose: row.purpose,
    name: row.originalName,
    contentType: row.contentType,
    type: type?.id ?? "file",
    kind: type?.kind ?? "archive",
    preview: type?.preview ?? null,
    sizeBytes: row.sizeBytes,
    deliveryRound: row.deliveryRound,
    uploadedBy: row.uploadedByUserId === clientUserId ? "client" : "pilot",
    createdAt: row.createdAt.toISOString(),
    url: fileUrl(row.id),
    downloadUrl: `${fileUrl(row.id)}?download=1`,
    thumbnailUrl: hasThumbnail(row.contentType) ? `${fileUrl(row.id)}/thumbnail` : null,
  };
}
