import type { ComponentType } from "react";
import { isAdmin } from "@/features/admin/adminAccess";
import { RequireHireCapability } from "@/features/auth/RequireHireCapability";
import { useAuth } from "@/features/auth/useAuth";
import * as Pages from "./lazyPages";
import { SIGNED_IN_PATHS, type SignedInPath } from "./routePaths";
import type { RouteEntry } from "./routeTable";

/** Client job management sits behind the hiring capability (spec section 2, "extra guard"). */
function GuardedClientJobs() {
  return (
    <RequireHireCapability>
      <Pages.ClientJobsPage />
    </RequireHireCapability>
  );
}

/** Operator screens exist only for admins: anyone else gets the 404 page, as for any path. */
function adminOnly(Page: ComponentType): ComponentType {
  return function AdminRoute() {
    const { user } = useAuth();
    return isAdmin(user) ? <Page /> : <Pages.NotFoundPage />;
  };
}

/** The screen of each signed-in path (routePaths.ts lists them; a missing one fails typecheck). */
const SCREENS: Record<SignedInPath, ComponentType> = {
  "/": Pages.LandingPage,
  "/dashboard": Pages.DashboardPage,
  "/pilot-dashboard": Pages.DashboardPage,
  "/client-dashboard": Pages.DashboardPage,
  "/pilots": Pages.PilotsPage,
  "/pilots/:id": Pages.PilotDetailPage,
  "/clients": Pages.ClientsPage,
  "/clients/:id": Pages.ClientPublicPage,
  "/profile": Pages.ProfilePage,
  "/registration": Pages.RegistrationPage,
  "/register/pilot": Pages.RegisterPilotPage,
  "/register/client": Pages.RegisterClientPage,
  "/pilot-profile": Pages.PilotProfilePage,
  "/pilot/profile": Pages.PilotProfilePage,
  "/messaging": Pages.MessagesPage,
  "/messages": Pages.MessagesPage,
  "/pilot-crm": Pages.PilotCrmPage,
  "/pilot/crm": Pages.PilotCrmPage,
  "/upload/:jobId": Pages.UploadPage,
  "/upload": Pages.UploadPage,
  "/client-job-management": GuardedClientJobs,
  "/client-jobs": GuardedClientJobs,
  "/job/post": Pages.PostJobPage,
  "/job/link": Pages.JobLinkPage,
  "/jobs": Pages.JobBoardPage,
  "/job-board": Pages.JobBoardPage,
  "/find-jobs": Pages.JobBoardPage,
  "/jobs/:id": Pages.JobDetailPage,
  "/pilot/earnings": Pages.PilotEarningsPage,
  "/pilot/logbook": Pages.LogbookPage,
  "/pilot/active-jobs": Pages.ActiveJobsPage,
  "/pilot/applications": Pages.ApplicationsPage,
  "/pilot/ratings": Pages.RatingsPage,
  "/pilot/completed": Pages.CompletedJobsPage,
  "/pilot/schedule": Pages.SchedulePage,
  "/pilot/availability": Pages.AvailabilityPage,
  "/client-profile": Pages.ClientProfilePage,
  "/client-invoices": Pages.ClientInvoicesPage,
  "/fleet-management": Pages.EquipmentPage,
  "/equipment-management": Pages.EquipmentPage,
  "/property-management": Pages.PropertyManagementPage,
  "/checkout": Pages.CheckoutPage,
  "/notifications": Pages.NotificationsPage,
  "/settings/capabilities": Pages.CapabilitiesSettingsPage,
  "/settings/notifications": Pages.NotificationSettingsPage,
  "/unsubscribe": Pages.UnsubscribePage,
  "/admin": adminOnly(Pages.AdminPage),
  "/admin/disputes/:id": adminOnly(Pages.AdminDisputePage),
  "/admin/ledger": adminOnly(Pages.AdminLedgerPage),
  "/admin/background-jobs": adminOnly(Pages.AdminBackgroundJobsPage),
  "/admin/credentials": adminOnly(Pages.AdminCredentialsPage),
  "/admin/users": adminOnly(Pages.AdminUsersPage),
  "/admin/users/:id": adminOnly(Pages.AdminUserPage),
  "/admin/reports": adminOnly(Pages.AdminReportsPage),
  "/admin/audit": adminOnly(Pages.AdminAuditPage),
};

/** Spec section 2 "Route sets", signed-in users. */
export const SIGNED_IN_ROUTES: RouteEntry[] = SIGNED_IN_PATHS.map((path) => ({
  path,
  component: SCREENS[path],
}));
