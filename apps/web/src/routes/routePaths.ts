/**
 * The paths of both route sets (spec section 2 "Route sets"), without their screens, so code
 * outside the app can read them: the route tables (signedInRoutes.tsx, signedOutRoutes.ts) must
 * give every path a screen, and the browser suite's accessibility sweep visits every path.
 */
export const SIGNED_OUT_PATHS = [
  "/",
  "/pilots",
  "/pilots/:id",
  "/find-jobs",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/unsubscribe",
] as const;

/** /login and /register are deliberately absent: signed-in users reaching them get the 404 page. */
export const SIGNED_IN_PATHS = [
  "/",
  "/dashboard",
  "/pilot-dashboard",
  "/client-dashboard",
  "/pilots",
  "/pilots/:id",
  "/clients",
  "/clients/:id",
  "/profile",
  "/registration",
  "/register/pilot",
  "/register/client",
  "/pilot-profile",
  "/pilot/profile",
  "/messaging",
  "/messages",
  "/pilot-crm",
  "/pilot/crm",
  "/upload/:jobId",
  "/upload",
  "/client-job-management",
  "/client-jobs",
  "/job/post",
  "/job/link",
  "/jobs",
  "/job-board",
  "/find-jobs",
  "/jobs/:id",
  "/pilot/earnings",
  "/pilot/logbook",
  "/pilot/active-jobs",
  "/pilot/applications",
  "/pilot/ratings",
  "/pilot/completed",
  "/pilot/schedule",
  "/pilot/availability",
  "/client-profile",
  "/client-invoices",
  "/fleet-management",
  "/equipment-management",
  "/property-management",
  "/checkout",
  "/notifications",
  "/settings/capabilities",
  "/settings/notifications",
  "/unsubscribe",
  "/admin",
  "/admin/disputes/:id",
  "/admin/ledger",
  "/admin/background-jobs",
  "/admin/credentials",
  "/admin/users",
  "/admin/users/:id",
  "/admin/reports",
  "/admin/audit",
] as const;

export type SignedOutPath = (typeof SIGNED_OUT_PATHS)[number];
export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

/** Old addresses kept working that show exactly the screen of another path. */
export const PATH_ALIASES: Partial<Record<SignedInPath, SignedInPath>> = {
  "/pilot-profile": "/pilot/profile",
  "/messaging": "/messages",
  "/pilot-crm": "/pilot/crm",
  "/client-job-management": "/client-jobs",
  "/jobs": "/job-board",
  "/find-jobs": "/job-board",
  "/equipment-management": "/fleet-management",
};
