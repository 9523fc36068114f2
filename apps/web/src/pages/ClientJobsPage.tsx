import { FolderKanbanIcon } from "lucide-react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { useClientJobs } from "@/features/jobs/jobQueries";
import { JobList } from "@/features/jobs/JobList";

/** /client-jobs and /client-job-management (behind RequireHireCapability). */
export default function ClientJobsPage() {
  const query = useClientJobs();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="My Projects"
        title="Your jobs"
        description="Follow each job you've posted, from open to completed, and review deliverables."
        actions={
          <LinkButton href="/job/post" variant="flare">
            Post New Job
          </LinkButton>
        }
      />
      <QueryView query={query} errorMessage="We couldn't load your jobs.">
        {(jobs) =>
          jobs.length === 0 ? (
            <EmptyState icon={FolderKanbanIcon} title="No jobs posted yet">
              Jobs you post will show up here with their status.
            </EmptyState>
          ) : (
            <JobList jobs={jobs} />
          )
        }
      </QueryView>
    </PageContainer>
  );
}
