import { CalendarDaysIcon } from "lucide-react";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { PilotJobsView } from "@/features/jobs/PilotJobsView";

/** /pilot/schedule: upcoming jobs with a deadline. */
export default function SchedulePage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Schedule"
        title="Your schedule"
        description="Upcoming missions by deadline, so you can plan flights and travel."
      />
      <PilotJobsView
        filter={(job) => Boolean(job.deadline) && job.status !== "completed"}
        emptyIcon={CalendarDaysIcon}
        emptyTitle="Nothing scheduled"
        emptyText="Jobs with a deadline will be listed here."
      />
    </PageContainer>
  );
}
