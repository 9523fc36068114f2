import { FileSearchIcon, LockIcon } from "lucide-react";
import { useLocation } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { toast } from "@/features/toast/toastStore";
import { ApiError } from "@/lib/api";
import { clientActions } from "../jobActions";
import { useUpdateJob } from "../jobMutations";
import { useJobDetail, usePropertyOptions } from "../jobQueries";
import { jobToFormValues } from "./jobPostForm";
import { JobPostForm } from "./JobPostForm";

/** /job/post?edit={id}: the owner changes an open job (PATCH /api/jobs/{id}). */
export function EditJobForm({ jobId }: { jobId: string }) {
  const [, navigate] = useLocation();
  const detail = useJobDetail(jobId);
  const properties = usePropertyOptions();
  const update = useUpdateJob(jobId);
  const jobHref = `/jobs/${encodeURIComponent(jobId)}`;

  if (detail.isPending) return <ListSkeleton rows={4} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <EmptyState
          icon={FileSearchIcon}
          title="This job isn't available"
          action={<LinkButton href="/client-jobs">My Projects</LinkButton>}
        >
          It may have been removed, or the link is mistyped.
        </EmptyState>
      );
    }
    return (
      <LoadError
        message="We couldn't load this job. Please try again."
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const job = detail.data;
  if (job.viewerRole !== "client" || !clientActions(job).edit) {
    return (
      <EmptyState
        icon={LockIcon}
        title="This job can't be edited"
        action={<LinkButton href={jobHref}>View the job</LinkButton>}
      >
        {job.viewerRole !== "client"
          ? "Only the client who posted a job can edit it."
          : "Jobs can be edited only while they are open for proposals."}
      </EmptyState>
    );
  }

  return (
    <JobPostForm
      defaultValues={jobToFormValues(job)}
      properties={properties.data ?? []}
      isPending={update.isPending}
      error={update.error}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      onSubmit={(payload) =>
        update.mutate(payload, {
          onSuccess: () => {
            toast({ title: "Job updated", description: "Pilots now see the new details." });
            navigate(jobHref);
          },
        })
      }
      secondaryActions={() => (
        <LinkButton href={jobHref} variant="ghost" size="lg">
          Cancel
        </LinkButton>
      )}
    />
  );
}
