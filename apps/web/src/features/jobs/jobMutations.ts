import type { ApplicationDto, ApplicationRequest, JobDto, JobPostRequest } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateJobData } from "./jobQueries";

const jobUrl = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
const applicationUrl = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

/** A mutation that refreshes every job and application answer once it has succeeded. */
function useJobMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateJobData(queryClient),
  });
}

/** POST /api/jobs */
export function usePostJob() {
  return useJobMutation((job: JobPostRequest) => apiRequest<JobDto>("POST", "/api/jobs", job));
}

/** PATCH /api/jobs/{id} (owner, while open) */
export function useUpdateJob(id: string) {
  return useJobMutation((job: JobPostRequest) => apiRequest<JobDto>("PATCH", jobUrl(id), job));
}

/** POST /api/jobs/{id}/cancel */
export function useCancelJob(id: string) {
  return useJobMutation((reason: string) =>
    apiRequest<JobDto>("POST", `${jobUrl(id)}/cancel`, { reason: reason.trim() || null }),
  );
}

/** POST /api/jobs/{id}/invitations: invites a pilot to an open job. */
export function useInvitePilot() {
  return useJobMutation(({ jobId, pilotProfileId }: { jobId: string; pilotProfileId: string }) =>
    apiRequest("POST", `${jobUrl(jobId)}/invitations`, { pilotProfileId }),
  );
}

/** POST /api/jobs/{id}/applications */
export function useApply(jobId: string) {
  return useJobMutation((application: ApplicationRequest) =>
    apiRequest<ApplicationDto>("POST", `${jobUrl(jobId)}/applications`, application),
  );
}

/** PATCH /api/applications/{id} (while pending) */
export function useEditApplication(id: string) {
  return useJobMutation((application: ApplicationRequest) =>
    apiRequest<ApplicationDto>("PATCH", applicationUrl(id), application),
  );
}

/** POST /api/applications/{id}/withdraw */
export function useWithdrawApplication(id: string) {
  return useJobMutation(() =>
    apiRequest<ApplicationDto>("POST", `${applicationUrl(id)}/withdraw`, {}),
  );
}

/** POST /api/applications/{id}/counter/respond: the pilot takes or declines a counter-offer. */
export function useAnswerCounter(id: string) {
  return useJobMutation((accept: boolean) =>
    apiRequest<ApplicationDto>("POST", `${applicationUrl(id)}/counter/respond`, { accept }),
  );
}
