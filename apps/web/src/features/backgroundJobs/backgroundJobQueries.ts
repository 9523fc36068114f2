import type { AdminBackgroundJobRetry, AdminBackgroundJobs } from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const FAILED_JOBS_URL = "/api/admin/background-jobs?state=failed";

/** GET /api/admin/background-jobs?state=failed: jobs that gave up after their retries. */
export function useFailedBackgroundJobs() {
  return useQuery<AdminBackgroundJobs>({ queryKey: [FAILED_JOBS_URL] });
}

/** POST /api/admin/background-jobs/{id}/retry: one more run; the list refreshes either way. */
export function useRetryBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<AdminBackgroundJobRetry>(
        "POST",
        `/api/admin/background-jobs/${encodeURIComponent(id)}/retry`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FAILED_JOBS_URL] }),
  });
}
