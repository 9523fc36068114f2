import { lazy, type ComponentType } from "react";

type PageModule = { default: ComponentType };

/**
 * A lazy page whose code can be fetched ahead of rendering (`preload`). Once fetched it renders
 * straight away: the loader then hands React an already-settled thenable, so there is no
 * suspension and no "Loading page..." flash before the page.
 */
function preloadablePage(load: () => Promise<PageModule>) {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () => (pending ??= load().then((module) => (loaded = module)));
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : preload(),
  );
  return Object.assign(Page, { preload });
}

/**
 * Every screen is its own chunk, so the landing page never downloads signed-in screens.
 * Pages are default exports to suit React.lazy.
 */
export const LandingPage = preloadablePage(() => import("@/pages/LandingPage"));
export const NotFoundPage = lazy(() => import("@/pages/NotFoundPage"));

// Public
export const LoginPage = preloadablePage(() => import("@/pages/LoginPage"));
export const RegisterPage = preloadablePage(() => import("@/pages/RegisterPage"));
export const ForgotPasswordPage = lazy(() => import("@/pages/ForgotPasswordPage"));
export const ResetPasswordPage = lazy(() => import("@/pages/ResetPasswordPage"));
export const PilotsPage = preloadablePage(() => import("@/pages/PilotsPage"));
export const PilotDetailPage = preloadablePage(() => import("@/pages/PilotDetailPage"));
export const JobBoardPage = preloadablePage(() => import("@/pages/JobBoardPage"));

// Signed in
export const DashboardPage = preloadablePage(() => import("@/pages/DashboardPage"));
export const ClientsPage = lazy(() => import("@/pages/ClientsPage"));
export const ClientPublicPage = lazy(() => import("@/pages/ClientPublicPage"));
export const ProfilePage = lazy(() => import("@/pages/ProfilePage"));
export const RegistrationPage = lazy(() => import("@/pages/RegistrationPage"));
export const RegisterPilotPage = lazy(() => import("@/pages/RegisterPilotPage"));
export const RegisterClientPage = lazy(() => import("@/pages/RegisterClientPage"));
export const PilotProfilePage = lazy(() => import("@/pages/PilotProfilePage"));
export const MessagesPage = preloadablePage(() => import("@/pages/MessagesPage"));
export const PilotCrmPage = lazy(() => import("@/pages/PilotCrmPage"));
export const UploadPage = lazy(() => import("@/pages/UploadPage"));
export const ClientJobsPage = lazy(() => import("@/pages/ClientJobsPage"));
export const PostJobPage = lazy(() => import("@/pages/PostJobPage"));
export const JobLinkPage = lazy(() => import("@/pages/JobLinkPage"));
export const JobDetailPage = preloadablePage(() => import("@/pages/JobDetailPage"));
export const PilotEarningsPage = lazy(() => import("@/pages/PilotEarningsPage"));
export const LogbookPage = lazy(() => import("@/pages/LogbookPage"));
export const ActiveJobsPage = lazy(() => import("@/pages/ActiveJobsPage"));
export const ApplicationsPage = lazy(() => import("@/pages/ApplicationsPage"));
export const RatingsPage = lazy(() => import("@/pages/RatingsPage"));
export const CompletedJobsPage = lazy(() => import("@/pages/CompletedJobsPage"));
export const SchedulePage = lazy(() => import("@/pages/SchedulePage"));
export const AvailabilityPage = lazy(() => import("@/pages/AvailabilityPage"));
export const ClientProfilePage = lazy(() => import("@/pages/ClientProfilePage"));
export const ClientInvoicesPage = lazy(() => import("@/pages/ClientInvoicesPage"));
export const EquipmentPage = lazy(() => import("@/pages/EquipmentPage"));
export const PropertyManagementPage = lazy(() => import("@/pages/PropertyManagementPage"));
export const CheckoutPage = lazy(() => import("@/pages/CheckoutPage"));
export const NotificationsPage = lazy(() => import("@/pages/NotificationsPage"));
export const CapabilitiesSettingsPage = lazy(() => import("@/pages/CapabilitiesSettingsPage"));
export const NotificationSettingsPage = lazy(() => import("@/pages/NotificationSettingsPage"));
export const UnsubscribePage = lazy(() => import("@/pages/UnsubscribePage"));

// Operators (admin role) only
export const AdminPage = lazy(() => import("@/pages/AdminPage"));
export const AdminDisputePage = lazy(() => import("@/pages/AdminDisputePage"));
export const AdminLedgerPage = lazy(() => import("@/pages/AdminLedgerPage"));
export const AdminBackgroundJobsPage = lazy(() => import("@/pages/AdminBackgroundJobsPage"));
export const AdminCredentialsPage = lazy(() => import("@/pages/AdminCredentialsPage"));
export const AdminUsersPage = lazy(() => import("@/pages/AdminUsersPage"));
export const AdminUserPage = lazy(() => import("@/pages/AdminUserPage"));
export const AdminReportsPage = lazy(() => import("@/pages/AdminReportsPage"));
export const AdminAuditPage = lazy(() => import("@/pages/AdminAuditPage"));

/**
 * The pages people arrive on, by path (`/*` ends a prefix). The public ones are also preloaded
 * by index.html (PRELOADED_PAGES of vite.config.ts), so they download alongside the entry. The
 * signed-in ones start here, once the entry runs, at the same time as the session request
 * rather than after its answer: preloading them from index.html too made them share the phone's
 * connection with the entry and delayed the first paint (docs/benchmarks.md).
 */
const ENTRY_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  "/": LandingPage,
  "/pilots": PilotsPage,
  "/pilots/*": PilotDetailPage,
  "/login": LoginPage,
  "/register": RegisterPage,
  "/dashboard": DashboardPage,
  "/pilot-dashboard": DashboardPage,
  "/client-dashboard": DashboardPage,
  "/job-board": JobBoardPage,
  "/messages": MessagesPage,
  "/jobs/*": JobDetailPage,
};

/** The entry page of a path, if it is one (trailing slashes ignored). */
export function entryPageFor(path: string) {
  const exact = ENTRY_PAGES[path.replace(/\/+$/, "") || "/"];
  if (exact) return exact;
  const prefix = Object.keys(ENTRY_PAGES).find(
    (key) =>
      key.endsWith("/*") && path.startsWith(key.slice(0, -1)) && path.length > key.length - 1,
  );
  return prefix ? ENTRY_PAGES[prefix] : undefined;
}

/**
 * The page people arrive on starts loading with the app itself. When the code is in before
 * React's first render, which is scheduled after this module runs, the page renders at once
 * instead of a loading screen.
 */
export function preloadEntryPage(path: string): Promise<unknown> {
  const page = entryPageFor(path);
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

if (typeof window !== "undefined") void preloadEntryPage(window.location.pathname);
