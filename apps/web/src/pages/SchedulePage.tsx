import { canFly } from "@/features/auth/profile";
import { useAuth } from "@/features/auth/useAuth";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { PilotSchedule } from "@/features/jobs/schedule/PilotSchedule";
import { FlightWeatherList } from "@/features/scheduleWeather/FlightWeatherList";

/** /pilot/schedule: the weather of the week's planned flights, then the jobs on a month calendar. */
export default function SchedulePage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Schedule"
        title="Your schedule"
        description="Your jobs by deadline, month by month, so you can plan flights and travel."
      />
      <div className="space-y-6">
        {canFly(user) && <FlightWeatherList />}
        <PilotSchedule />
      </div>
    </PageContainer>
  );
}
