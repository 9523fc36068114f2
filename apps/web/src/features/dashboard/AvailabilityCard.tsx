import { Card, CardContent } from "@/components/ui/card";
import { AvailabilitySwitch } from "@/features/profile/AvailabilitySwitch";
import { DashboardSection } from "./DashboardSection";

/** 'Availability Status' (pilots only): the switch over the pilot profile's isAvailable. */
export function AvailabilityCard({ isAvailable }: { isAvailable: boolean }) {
  return (
    <DashboardSection title="Availability Status" id="availability-status">
      <Card>
        <CardContent className="p-5">
          <AvailabilitySwitch isAvailable={isAvailable} id="dashboard-availability" />
        </CardContent>
      </Card>
    </DashboardSection>
  );
}
