import type { AdminBackgroundJob } from "@skyhire/shared";
import { CircleCheckBigIcon, PowerOffIcon, RotateCcwIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { Button } from "@/components/ui/button";
import { DataTable, HeaderCell, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/features/checkout/money";
import { toast } from "@/features/toast/toastStore";
import { ApiError } from "@/lib/api";
import { useRetryBackgroundJob } from "./backgroundJobQueries";
import { queueLabel } from "./queueLabels";

function RetryButton({ job }: { job: AdminBackgroundJob }) {
  const retry = useRetryBackgroundJob();
  const label = `Retry ${queueLabel(job.queue)} job from ${formatDateTime(job.failedAt ?? job.createdAt)}`;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label}
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(job.id, {
          onSuccess: () => toast({ title: "Queued for another run" }),
          onError: (error) =>
            toast({
              title: "Couldn't retry the job",
              description: error instanceof ApiError ? error.userMessage : undefined,
              variant: "destructive",
            }),
        })
      }
    >
      <RotateCcwIcon />
      Retry
    </Button>
  );
}

/** Failed background jobs: which work, why it gave up, how often it tried, and a retry. */
export function FailedJobsTable({
  running,
  jobs,
}: {
  running: boolean;
  jobs: AdminBackgroundJob[];
}) {
  if (!running) {
    return (
      <EmptyState icon={PowerOffIcon} title="Background work is off on this server">
        Every interval setting is 0, so no job runs here and none can fail.
      </EmptyState>
    );
  }
  if (jobs.length === 0) {
    return (
      <EmptyState icon={CircleCheckBigIcon} title="No failed jobs">
        Every background job either finished or is still being retried automatically.
      </EmptyState>
    );
  }
  return (
    <DataTable caption="Failed background jobs, newest first" minWidth="min-w-[48rem]">
      <TableHeader>
        <HeaderCell>Work</HeaderCell>
        <HeaderCell>Last error</HeaderCell>
        <HeaderCell numeric>Attempts</HeaderCell>
        <HeaderCell>Failed</HeaderCell>
        <HeaderCell>
          <span className="sr-only">Action</span>
        </HeaderCell>
      </TableHeader>
      <tbody>
        {jobs.map((job) => (
          <TableRow key={job.id}>
            <TableCell>
              <span className="block font-medium">{queueLabel(job.queue)}</span>
              <span className="block text-xs text-muted-foreground">
                {job.queue}
                {job.deadLetter && ` (copy in ${job.deadLetter})`}
              </span>
            </TableCell>
            <TableCell className="max-w-md break-words">
              {job.lastError ?? <span className="text-muted-foreground">No message</span>}
            </TableCell>
            <TableCell numeric>{job.attempts}</TableCell>
            <TableCell>{formatDateTime(job.failedAt ?? job.createdAt)}</TableCell>
            <TableCell className="text-right">
              <RetryButton job={job} />
            </TableCell>
          </TableRow>
        ))}
      </tbody>
    </DataTable>
  );
}
