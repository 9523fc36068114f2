import type {
  DisputeDto,
  JobDto,
  OpenDisputeRequest,
  RequestChangesRequest,
} from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIdempotentMutation } from "@/features/checkout/useIdempotentMutation";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

const jobPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

/**
 * Runs after a change succeeded, even when the button that started it is gone: the refreshed job
 * often hides it (a started mission has no Start button), and callbacks given to `mutate` die
 * with their component. Toasts and navigation go here.
 */
export type Done<TResult> = { onSuccess?: (result: TResult) => void };

/**
 * A change to a job after the hire. Every job answer refreshes afterwards, also after a failure:
 * a 409 means the other side changed the job first, and the screen should show what happened.
 */
function useJobChange<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  done: Done<TResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => done.onSuccess?.(result),
    onSettled: () => invalidateJobData(queryClient),
  });
}

/** POST /api/jobs/{id}/start: the hired pilot starts the mission (assigned → in_progress). */
export function useStartMission(jobId: string, done?: Done<JobDto>) {
  return useJobChange(() => apiRequest<JobDto>("POST", `${jobPath(jobId)}/start`, {}), done);
}

/** POST /api/jobs/{id}/deliver: the pilot hands the current files to the client. */
export function useDeliver(jobId: string, done?: Done<JobDto>) {
  return useJobChange(() => apiRequest<JobDto>("POST", `${jobPath(jobId)}/deliver`, {}), done);
}

/** POST /api/jobs/{id}/request-changes: the client sends the delivery back with a reason. */
export function useRequestChanges(jobId: string, done?: Done<JobDto>) {
  return useJobChange(
    (body: RequestChangesRequest) =>
      apiRequest<JobDto>("POST", `${jobPath(jobId)}/request-changes`, body),
    done,
  );
}

/** POST /api/jobs/{id}/disputes: either party stops the money until an operator decides. */
export function useOpenDispute(jobId: string, done?: Done<DisputeDto>) {
  return useJobChange(
    (body: OpenDisputeRequest) =>
      apiRequest<DisputeDto>("POST", `${jobPath(jobId)}/disputes`, body),
    done,
  );
}

/** DELETE /api/files/{id}: a file of the delivery being prepared. */
export function useDeleteFile() {
  return useJobChange((fileId: string) =>
    apiRequest("DELETE", `/api/files/${encodeURIComponent(fileId)}`),
  );
}

/**
 * POST /api/jobs/{id}/approve: releases the escrow to the pilot. Money moves, so it carries an
 * Idempotency-Key that a retry after a lost answer reuses.
 */
export function useApproveDelivery(jobId: string, done: Done<JobDto> = {}) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    scope: `approve:${jobId}`,
    fingerprint: () => "approve",
    run: (_: void, headers) =>
      apiRequest<JobDto>("POST", `${jobPath(jobId)}/approve`, {}, { headers }),
    onSuccess: (job) => done.onSuccess?.(job),
    onSettled: () => invalidateJobData(queryClient),
  });
}
