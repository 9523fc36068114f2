import type { ApplicationDto } from "@skyhire/shared";
import { useQuery, type QueryKey } from "@tanstack/react-query";

/** Under "/api/jobs", so the one job-data invalidation (invalidateJobData) refreshes it too. */
export const jobApplicationsKey = (jobId: string): QueryKey => ["/api/jobs", jobId, "applications"];

/** GET /api/jobs/{id}/applications: the proposals on the client's job, with each applicant. */
export function useJobApplications(jobId: string | null) {
  return useQuery<ApplicationDto[]>({
    queryKey: jobApplicationsKey(jobId ?? ""),
    enabled: jobId !== null,
  });
}
