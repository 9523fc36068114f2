import type {
  AirspaceAuthorizationDto,
  AirspaceAuthorizationRequest,
  PlannedFlightDto,
  PlannedFlightRequest,
} from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

const jobUrl = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
export const authorizationsKey = (jobId: string) => ["/api/jobs", jobId, "airspace-authorizations"];

/** GET /api/jobs/{id}/airspace-authorizations (the job's client and hired pilot). */
export function useAirspaceAuthorizations(jobId: string) {
  return useQuery<AirspaceAuthorizationDto[]>({ queryKey: authorizationsKey(jobId) });
}

/** PUT /api/jobs/{id}/planned-flight; the job, its lists and its conditions refresh after. */
export function useConfirmPlannedFlight(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlannedFlightRequest) =>
      apiRequest<PlannedFlightDto>("PUT", `${jobUrl(jobId)}/planned-flight`, input),
    onSuccess: () =>
      Promise.all([
        invalidateJobData(queryClient),
        queryClient.invalidateQueries({ queryKey: ["/api/jobs", jobId] }),
      ]),
  });
}

/** POST /api/jobs/{id}/airspace-authorizations */
export function useRecordAuthorization(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AirspaceAuthorizationRequest) =>
      apiRequest<AirspaceAuthorizationDto>(
        "POST",
        `${jobUrl(jobId)}/airspace-authorizations`,
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorizationsKey(jobId) }),
  });
}
