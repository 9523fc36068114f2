import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { PilotSchedule } from "@/features/jobs/schedule/PilotSchedule";

/** /pilot/schedule: the pilot's jobs on a month calendar. */
export default function SchedulePage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Schedule"
        title="Your schedule"
        description="Your jobs by deadline, month by month, so you can plan flights and travel."
      />
      <PilotSchedule />
    </PageContainer>
  );
}
