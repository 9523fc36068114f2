import { ReceiptIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { useClientJobs } from "@/features/jobs/jobQueries";
import { JobList } from "@/features/jobs/JobList";
import { completedTotalCents, formatCents } from "@/features/jobs/jobRules";
import { StatTile } from "@/features/jobs/PilotJobsView";

/** /client-invoices: what the client has paid for completed jobs. */
export default function ClientInvoicesPage() {
  const query = useClientJobs();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Invoices"
        title="Invoices"
        description="Payments for the jobs you've approved."
      />
      <QueryView query={query} errorMessage="We couldn't load your jobs.">
        {(jobs) => {
          const completed = jobs.filter((job) => job.status === "completed");
          return completed.length === 0 ? (
            <EmptyState icon={ReceiptIcon} title="No invoices yet">
              You'll find one here for every job you approve.
            </EmptyState>
          ) : (
            <div className="space-y-6">
              <StatTile label="Total spent" value={formatCents(completedTotalCents(jobs))} />
              <JobList jobs={completed} />
            </div>
          );
        }}
      </QueryView>
    </PageContainer>
  );
}
