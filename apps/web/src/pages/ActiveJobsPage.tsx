import { PlaneTakeoffIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { isActiveMission } from "@/features/jobs/jobRules";
import { PilotJobsView } from "@/features/jobs/PilotJobsView";

/** /pilot/active-jobs: assigned and in-progress missions. */
export default function ActiveJobsPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Active Missions"
        title="Active missions"
        description="Jobs you've been assigned or are flying now."
      />
      <PilotJobsView
        filter={isActiveMission}
        emptyIcon={PlaneTakeoffIcon}
        emptyTitle="No active missions"
        emptyText="Jobs you're assigned to will appear here."
      />
    </PageContainer>
  );
}
