import { PlaneTakeoffIcon } from "lucide-react";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { isActiveMission } from "@/features/jobs/jobRules";
import { PilotJobsView, StatTile } from "@/features/jobs/PilotJobsView";

/** /pilot/active-jobs: assigned and in-progress missions (spec section 9). */
export default function ActiveJobsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Active Missions"
        title="Active missions"
        description="Jobs you've been hired for and jobs you're flying now."
        actions={
          <LinkButton href="/pilot/schedule" variant="outline">
            View schedule
          </LinkButton>
        }
      />
      <PilotJobsView
        filter={isActiveMission}
        emptyIcon={PlaneTakeoffIcon}
        emptyTitle="No active missions"
        emptyText="When a client hires you, the job appears here."
        summary={(jobs) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <StatTile
              label="Assigned, not started"
              value={String(jobs.filter((j) => j.status === "assigned").length)}
            />
            <StatTile
              label="In progress"
              value={String(jobs.filter((j) => j.status === "in_progress").length)}
            />
          </div>
        )}
      />
    </PageContainer>
  );
}
