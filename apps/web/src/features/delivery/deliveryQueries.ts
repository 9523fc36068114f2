import {
  DEFAULT_UPLOAD_MAX_FILE_BYTES,
  type DeliveryState,
  type DisputeDto,
  type JobFileDto,
  type JobFilePurpose,
  type UploadLimits,
} from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";

const jobPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

/**
 * Query keys are the URLs (the default query function GETs them). They all start with
 * /api/jobs, so every job change (invalidateJobData) refreshes them too.
 */
export const deliveryUrl = (jobId: string) => `${jobPath(jobId)}/delivery`;
export const jobFilesUrl = (jobId: string, purpose: JobFilePurpose) =>
  `${jobPath(jobId)}/files?purpose=${purpose}`;
export const jobDisputesUrl = (jobId: string) => `${jobPath(jobId)}/disputes`;

/**
 * GET /api/uploads/limits: the biggest file this server takes (UPLOAD_MAX_FILE_BYTES), so the
 * browser refuses exactly what the server would; the shared default until it has answered.
 */
export function useMaxUploadBytes(): number {
  const { data } = useQuery<UploadLimits>({
    queryKey: ["/api/uploads/limits"],
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.maxFileBytes ?? DEFAULT_UPLOAD_MAX_FILE_BYTES;
}

/** GET /api/jobs/{id}/delivery: round, change requests, delivery and auto-approval dates. */
export function useDelivery(jobId: string, options: { enabled?: boolean } = {}) {
  return useQuery<DeliveryState>({
    queryKey: [deliveryUrl(jobId)],
    enabled: options.enabled ?? true,
  });
}

/** GET /api/jobs/{id}/files?purpose=...: the job's deliverables or dispute evidence. */
export function useJobFiles(
  jobId: string,
  purpose: JobFilePurpose,
  options: { enabled?: boolean } = {},
) {
  return useQuery<JobFileDto[]>({
    queryKey: [jobFilesUrl(jobId, purpose)],
    enabled: options.enabled ?? true,
  });
}

/** GET /api/jobs/{id}/disputes: newest first. */
export function useJobDisputes(jobId: string, options: { enabled?: boolean } = {}) {
  return useQuery<DisputeDto[]>({
    queryKey: [jobDisputesUrl(jobId)],
    enabled: options.enabled ?? true,
  });
}
