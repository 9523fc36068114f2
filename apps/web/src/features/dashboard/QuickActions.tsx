import { ActionCard } from "./ActionCard";
import { DashboardSection } from "./DashboardSection";
import { actionCounts, quickActions } from "./quickActions";
import type { DashboardData } from "./useDashboardData";
import type { DashboardView } from "@skyhire/shared";

export function QuickActions({ view, data }: { view: DashboardView; data: DashboardData }) {
  const actions = quickActions({
    view,
    pilot: data.pilot,
    client: data.client,
    unreadCount: data.unread.data ?? 0,
    mainEquipment: data.equipment.data,
    applicationsFailed: data.pilot && data.applications.isError,
    ...actionCounts({
      pilotJobs: data.pilot ? data.pilotJobs.data : undefined,
      clientJobs: data.client ? data.clientJobs.data : undefined,
      applications: data.pilot ? data.applications.data : undefined,
    }),
  });
  return (
    <DashboardSection title="Quick Actions" id="quick-actions">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {actions.map((action) => (
          <li key={action.title}>
            <ActionCard {...action} />
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
