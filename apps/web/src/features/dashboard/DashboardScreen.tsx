import {
  availableDashboardViews,
  effectiveDashboardView,
  type DashboardView,
} from "@skyhire/shared";
import { useState } from "react";
import { PageContainer } from "@/components/page/PageContainer";
import { pilotProfileOf } from "@/features/auth/profile";
import { useInBrowser } from "@/lib/inBrowser";
import type { AuthSession } from "@/features/auth/types";
import { AvailabilityCard } from "./AvailabilityCard";
import { DashboardHeader } from "./DashboardHeader";
import { PerformanceSection } from "./PerformanceSection";
import { ProfileSetupCards } from "./ProfileSetupCards";
import { QuickActions } from "./QuickActions";
import { RecentActivity } from "./RecentActivity";
import { ScheduleOverview, ScheduleOverviewPending } from "./ScheduleOverview";
import { useDashboardData } from "./useDashboardData";

/**
 * The one dashboard screen (spec section 2 'Dashboard'): header, profile setup, Quick Actions,
 * Your Performance, Schedule Overview, Availability Status (pilots), Recent Activity.
 * `now` is injectable for tests.
 */
export function DashboardScreen({ session, now }: { session: AuthSession; now?: Date }) {
  const { user } = session;
  const [requested, setRequested] = useState<DashboardView | null>(null);
  const view = effectiveDashboardView(user, requested);
  const views = availableDashboardViews(user);
  const data = useDashboardData(session, view);
  const [today] = useState(() => now ?? new Date());
  const pilotProfile = pilotProfileOf(session);
  // The calendar marks the viewer's today: drawn in the browser, never by the server.
  const inBrowser = useInBrowser();

  return (
    <PageContainer className="max-w-7xl space-y-10">
      <DashboardHeader user={user} view={view} views={views} onViewChange={setRequested} />
      <ProfileSetupCards session={session} view={view} />
      <QuickActions view={view} data={data} />
      <PerformanceSection data={data} />
      {inBrowser ? <ScheduleOverview data={data} today={today} /> : <ScheduleOverviewPending />}
      {data.pilot && pilotProfile && (
        <AvailabilityCard isAvailable={pilotProfile.isAvailable !== false} />
      )}
      <RecentActivity data={data} />
    </PageContainer>
  );
}
