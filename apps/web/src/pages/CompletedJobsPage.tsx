import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { CompletedJobs } from "@/features/earnings/CompletedJobs";
import { useEarnings } from "@/features/earnings/earningsQueries";
import { usePilotJobs } from "@/features/jobs/jobQueries";

function Completed() {
  const jobs = usePilotJobs();
  const earnings = useEarnings();
  if (jobs.isPending || earnings.isPending) return <ListSkeleton />;
  if (jobs.isError || earnings.isError) {
    return (
      <LoadError
        message="We couldn't load your completed jobs."
        onRetry={() => {
          void jobs.refetch();
          void earnings.refetch();
        }}
      />
    );
  }
  return <CompletedJobs jobs={jobs.data} earnings={earnings.data} />;
}

/** /pilot/completed: approved jobs, what each paid (net) and the client's rating. */
export default function CompletedJobsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Completed"
        title="Completed jobs"
        description="Missions the client approved, what each paid you after commission, and how they rated it."
      />
      <Completed />
    </PageContainer>
  );
}
