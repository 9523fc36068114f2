import type { ApplicationDto, CounterOfferRequest } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

const applicationUrl = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

/**
 * A client's change to a proposal. Every job and application answer is refreshed afterwards,
 * also after a failure: a 409 means someone else changed the job first, and the screen should
 * show what happened.
 */
function useApplicationMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => invalidateJobData(queryClient),
  });
}

/** POST /api/applications/{id}/reject */
export function useRejectApplication() {
  return useApplicationMutation((applicationId: string) =>
    apiRequest<ApplicationDto>("POST", `${applicationUrl(applicationId)}/reject`, {}),
  );
}

/** POST /api/applications/{id}/counter: propose another price and/or date. */
export function useCounterOffer() {
  return useApplicationMutation(
    ({ applicationId, offer }: { applicationId: string; offer: CounterOfferRequest }) =>
      apiRequest<ApplicationDto>("POST", `${applicationUrl(applicationId)}/counter`, offer),
  );
}
