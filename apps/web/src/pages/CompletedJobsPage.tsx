import { CircleCheckBigIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { PilotJobsView } from "@/features/jobs/PilotJobsView";

/** /pilot/completed. */
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
      />
    </PageContainer>
  );
}
