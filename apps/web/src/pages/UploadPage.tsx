import { ArrowLeftIcon, FileSearchIcon } from "lucide-react";
import { Link, useParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { Skeleton } from "@/components/ui/skeleton";
import { DeliveryWorkspace } from "@/features/delivery/DeliveryWorkspace";
import { UploadJobList } from "@/features/delivery/UploadJobList";
import { useJobDetail } from "@/features/jobs/jobQueries";
import { ApiError } from "@/lib/api";

function JobUpload({ jobId }: { jobId: string }) {
  const job = useJobDetail(jobId);
  const notFound =
    job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 400);
  return (
    <PageContainer className="max-w-4xl pt-6 lg:pt-8">
      <Link
        href="/upload"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        All missions
      </Link>
      {job.isPending ? (
        <div aria-busy="true" aria-label="Loading" className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : notFound ? (
        <EmptyState
          icon={FileSearchIcon}
          title="This job isn't available"
          action={<LinkButton href="/upload">Your missions</LinkButton>}
        >
          It may have been cancelled, or the link is mistyped.
        </EmptyState>
      ) : job.isError ? (
        <LoadError
          message="We couldn't load this job. Please try again."
          onRetry={() => void job.refetch()}
        />
      ) : (
        <>
          <PageHeader
            eyebrow="Deliverables"
            title={job.data.title}
            description={
              <>
                Upload the finished photos, video and documents, then deliver them for the client to
                review.{" "}
                <Link
                  href={`/jobs/${job.data.id}`}
                  className="font-medium text-brand-sky underline"
                >
                  Job details
                </Link>
              </>
            }
          />
          <DeliveryWorkspace job={job.data} />
        </>
      )}
    </PageContainer>
  );
}

/** /upload and /upload/:jobId: the pilot delivers photos, video and documents for a job. */
export default function UploadPage() {
  const { jobId } = useParams<{ jobId?: string }>();
  if (jobId) return <JobUpload jobId={jobId} />;
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Deliverables"
        title="Upload deliverables"
        description="Choose a mission to upload its files and deliver them to the client."
      />
      <UploadJobList />
    </PageContainer>
  );
}
