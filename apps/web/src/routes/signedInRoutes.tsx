import type { ComponentType } from "react";
import { isAdmin } from "@/features/admin/adminAccess";
import { RequireHireCapability } from "@/features/auth/RequireHireCapability";
import { useAuth } from "@/features/auth/useAuth";
import * as Pages from "./lazyPages";
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

/**
 * Spec section 2 "Route sets", signed-in users. /login and /register are deliberately absent:
 * signed-in users reaching them get the 404 page.
 */
export const SIGNED_IN_ROUTES: RouteEntry[] = [
  { path: "/", component: Pages.LandingPage },
  { path: "/dashboard", component: Pages.DashboardPage },
  { path: "/pilot-dashboard", component: Pages.DashboardPage },
  { path: "/client-dashboard", component: Pages.DashboardPage },
  { path: "/pilots", component: Pages.PilotsPage },
  { path: "/pilots/:id", component: Pages.PilotDetailPage },
  { path: "/clients", component: Pages.ClientsPage },
  { path: "/clients/:id", component: Pages.ClientPublicPage },
  { path: "/profile", component: Pages.ProfilePage },
  { path: "/registration", component: Pages.RegistrationPage },
  { path: "/register/pilot", component: Pages.RegisterPilotPage },
  { path: "/register/client", component: Pages.RegisterClientPage },
  { path: "/pilot-profile", component: Pages.PilotProfilePage },
  { path: "/pilot/profile", component: Pages.PilotProfilePage },
  { path: "/messaging", component: Pages.MessagesPage },
  { path: "/messages", component: Pages.MessagesPage },
  { path: "/pilot-crm", component: Pages.PilotCrmPage },
  { path: "/pilot/crm", component: Pages.PilotCrmPage },
  { path: "/upload/:jobId", component: Pages.UploadPage },
  { path: "/upload", component: Pages.UploadPage },
  { path: "/client-job-management", component: GuardedClientJobs },
  { path: "/client-jobs", component: GuardedClientJobs },
  { path: "/job/post", component: Pages.PostJobPage },
  { path: "/job/link", component: Pages.JobLinkPage },
  { path: "/jobs", component: Pages.JobBoardPage },
  { path: "/job-board", component: Pages.JobBoardPage },
  { path: "/find-jobs", component: Pages.JobBoardPage },
  { path: "/jobs/:id", component: Pages.JobDetailPage },
  { path: "/pilot/earnings", component: Pages.PilotEarningsPage },
  { path: "/pilot/active-jobs", component: Pages.ActiveJobsPage },
  { path: "/pilot/applications", component: Pages.ApplicationsPage },
  { path: "/pilot/ratings", component: Pages.RatingsPage },
  { path: "/pilot/completed", component: Pages.CompletedJobsPage },
  { path: "/pilot/schedule", component: Pages.SchedulePage },
  { path: "/pilot/availability", component: Pages.AvailabilityPage },
  { path: "/client-profile", component: Pages.ClientProfilePage },
  { path: "/client-invoices", component: Pages.ClientInvoicesPage },
  { path: "/fleet-management", component: Pages.EquipmentPage },
  { path: "/equipment-management", component: Pages.EquipmentPage },
  { path: "/property-management", component: Pages.PropertyManagementPage },
  { path: "/checkout", component: Pages.CheckoutPage },
  { path: "/notifications", component: Pages.NotificationsPage },
  { path: "/settings/capabilities", component: Pages.CapabilitiesSettingsPage },
  { path: "/admin", component: adminOnly(Pages.AdminPage) },
  { path: "/admin/disputes/:id", component: adminOnly(Pages.AdminDisputePage) },
  { path: "/admin/ledger", component: adminOnly(Pages.AdminLedgerPage) },
  { path: "/admin/credentials", component: adminOnly(Pages.AdminCredentialsPage) },
];
