import { ArrowLeftIcon, FileSearchIcon } from "lucide-react";
import { Link, useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { JobDetailSkeleton, JobDetailView } from "@/features/jobs/detail/JobDetailView";
import { useJobDetail } from "@/features/jobs/jobQueries";
import { ApiError } from "@/lib/api";

/** /jobs/:id: the full job, with Apply for pilots and management for its client. */
export default function JobDetailPage() {
  const { id } = useParams<{ id: string }>();
  const job = useJobDetail(id);
  const notFound =
    job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 400);
  const isClient = job.data?.viewerRole === "client";

  return (
    <PageContainer className="pt-6 lg:pt-8">
      <Link
        href={isClient ? "/client-jobs" : "/jobs"}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {isClient ? "My Projects" : "Job board"}
      </Link>
      {job.isPending ? (
        <JobDetailSkeleton />
      ) : notFound ? (
        <EmptyState
          icon={FileSearchIcon}
          title="This job isn't available"
          action={<LinkButton href="/jobs">Back to the Job Board</LinkButton>}
        >
          It may have been filled or cancelled, or the link is mistyped.
        </EmptyState>
      ) : job.isError ? (
        <LoadError
          message="We couldn't load this job. Please try again."
          onRetry={() => void job.refetch()}
        />
      ) : (
        <JobDetailView job={job.data} />
      )}
    </PageContainer>
  );
}
