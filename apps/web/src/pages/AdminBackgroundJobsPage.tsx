import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { useFailedBackgroundJobs } from "@/features/backgroundJobs/backgroundJobQueries";
import { FailedJobsTable } from "@/features/backgroundJobs/FailedJobsTable";
import { AdminNav } from "@/features/moderation/AdminNav";

/** /admin/background-jobs (operators only): background work that gave up, and a retry. */
export default function AdminBackgroundJobsPage() {
  const failed = useFailedBackgroundJobs();
  return (
    <PageContainer>
      <AdminNav />
      <PageHeader
        eyebrow="Operations"
        title="Background jobs"
        description="Work that failed after all its automatic retries: reminders and approvals, emails, push notifications."
      />
      <QueryView query={failed} errorMessage="We couldn't load the background jobs.">
        {(data) => <FailedJobsTable running={data.running} jobs={data.jobs} />}
      </QueryView>
    </PageContainer>
  );
}
