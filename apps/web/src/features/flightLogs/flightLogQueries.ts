import type {
  FlightLogDto,
  FlightLogRequest,
  FlightSummaryDto,
  JobFlightLogsDto,
  LogbookDto,
} from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const logsUrl = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/flight-logs`;
const summaryUrl = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/flight-summary`;
export const LOGBOOK_KEY = ["/api/logbook"] as const;

/** The job's flight log as its side sees it: the pilot's whole log, the client's summary. */
export const jobFlightLogKey = (jobId: string, party: "client" | "pilot") => [
  party === "pilot" ? logsUrl(jobId) : summaryUrl(jobId),
];

/** GET /api/jobs/{id}/flight-logs: the hired pilot's full log of the job. */
export function useJobFlightLogs(jobId: string, options: { enabled: boolean }) {
  return useQuery<JobFlightLogsDto>({
    queryKey: jobFlightLogKey(jobId, "pilot"),
    enabled: options.enabled,
  });
}

/** GET /api/jobs/{id}/flight-summary: what the client sees. */
export function useFlightSummary(jobId: string, options: { enabled: boolean }) {
  return useQuery<FlightSummaryDto>({
    queryKey: jobFlightLogKey(jobId, "client"),
    enabled: options.enabled,
  });
}

/** GET /api/logbook */
export function useLogbook() {
  return useQuery<LogbookDto>({ queryKey: LOGBOOK_KEY });
}

function useFlightLogMutation<TInput, TResult>(
  jobId: string,
  run: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [logsUrl(jobId)] }),
        queryClient.invalidateQueries({ queryKey: [summaryUrl(jobId)] }),
        queryClient.invalidateQueries({ queryKey: LOGBOOK_KEY }),
      ]),
  });
}

export function useAddFlightLog(jobId: string) {
  return useFlightLogMutation(jobId, (input: FlightLogRequest) =>
    apiRequest<FlightLogDto>("POST", logsUrl(jobId), input),
  );
}

export function useUpdateFlightLog(jobId: string) {
  return useFlightLogMutation(jobId, ({ id, patch }: { id: string; patch: FlightLogRequest }) =>
    apiRequest<FlightLogDto>("PUT", `${logsUrl(jobId)}/${encodeURIComponent(id)}`, patch),
  );
}

export function useRemoveFlightLog(jobId: string) {
  return useFlightLogMutation(jobId, (id: string) =>
    apiRequest<void>("DELETE", `${logsUrl(jobId)}/${encodeURIComponent(id)}`),
  );
}
