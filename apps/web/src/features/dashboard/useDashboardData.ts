import { showsClientData, showsPilotData, type DashboardView } from "@skyhire/shared";
import { pilotProfileOf } from "@/features/auth/profile";
import type { AuthSession } from "@/features/auth/types";
import { useClientJobs, usePilotApplications, usePilotJobs } from "@/features/jobs/jobQueries";
import { useNotificationCount } from "@/features/notifications/notificationQueries";
import { useMainEquipment, usePropertySummary } from "./dashboardQueries";

/**
 * Everything the dashboard reads, asked for per spec section 6: pilot data only when the user
 * can fly and the view is Pilot or Both, client data only when the user can hire and the view
 * is Client or Both; the unread count always.
 */
export function useDashboardData(session: AuthSession, view: DashboardView) {
  const pilot = showsPilotData(session.user, view);
  const client = showsClientData(session.user, view);
  const profileId = pilotProfileOf(session)?.id;

  return {
    pilot,
    client,
    pilotJobs: usePilotJobs({ enabled: pilot }),
    applications: usePilotApplications(profileId, { enabled: pilot }),
    equipment: useMainEquipment({ enabled: pilot }),
    clientJobs: useClientJobs({ enabled: client }),
    properties: usePropertySummary({ enabled: client }),
    unread: useNotificationCount(),
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
