import { CircleCheckBigIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { averageRating, completedTotalCents, formatCents } from "@/features/jobs/jobRules";
import { PilotJobsView, StatTile } from "@/features/jobs/PilotJobsView";

/** /pilot/completed: approved jobs and what they earned (spec section 9). */
export default function CompletedJobsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Completed"
        title="Completed jobs"
        description="Missions you've delivered and the client has approved."
      />
      <PilotJobsView
        filter={(job) => job.status === "completed"}
        emptyIcon={CircleCheckBigIcon}
        emptyTitle="No completed jobs yet"
        emptyText="Jobs move here once the client approves your deliverables."
        summary={(jobs) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <StatTile
              label="Jobs completed"
              value={String(jobs.filter((j) => j.status === "completed").length)}
            />
            <StatTile label="Earned" value={formatCents(completedTotalCents(jobs))} />
            <StatTile label="Average rating" value={averageRating(jobs)} />
          </div>
        )}
      />
    </PageContainer>
  );
}
