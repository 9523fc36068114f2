import type { RescheduleProposalDto, RescheduleRequest } from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

const url = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/reschedules`;
export const reschedulesKey = (jobId: string) => ["/api/jobs", jobId, "reschedules"];

/** GET /api/jobs/{id}/reschedules: the job's proposals, newest first. */
export function useReschedules(jobId: string) {
  return useQuery<RescheduleProposalDto[]>({ queryKey: reschedulesKey(jobId) });
}

/** After any step the proposals, the job (its planned flight) and its conditions refresh. */
function useRescheduleMutation<TInput>(jobId: string, run: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        invalidateJobData(queryClient),
        queryClient.invalidateQueries({ queryKey: ["/api/jobs", jobId] }),
      ]),
  });
}

/** POST /api/jobs/{id}/reschedules */
export function useProposeReschedule(jobId: string) {
  return useRescheduleMutation(jobId, (input: RescheduleRequest) =>
    apiRequest<RescheduleProposalDto>("POST", url(jobId), input),
  );
}

export type RescheduleAnswer = "accept" | "decline" | "withdraw";

/** POST /api/jobs/{id}/reschedules/{proposalId}/accept|decline|withdraw */
export function useAnswerReschedule(jobId: string) {
  return useRescheduleMutation(
    jobId,
    ({ proposalId, answer }: { proposalId: string; answer: RescheduleAnswer }) =>
      apiRequest<RescheduleProposalDto>(
        "POST",
        `${url(jobId)}/${encodeURIComponent(proposalId)}/${answer}`,
      ),
  );
}
