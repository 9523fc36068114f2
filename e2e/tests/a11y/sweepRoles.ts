import type { SignedInPath } from "../../../apps/web/src/routes/routePaths";
import { ROLES, type Role } from "./sessions";

/**
 * Which roles sweep each signed-in path. A screen is swept once for every role that sees a
 * different screen there; a role that would only repeat another's screen (the dual's pilot
 * pages are the pilot's, the landing page is the same for everyone) is left out, which keeps the
 * sweep inside CI's time. A path missing here (a new screen) is swept as every role until
 * someone says who sees what.
 */
const SWEEP_ROLES: Partial<Record<SignedInPath, readonly Role[]>> = {
  // Signed out sweeps the landing page; signed in only the header changes.
  "/": ["dual"],
  // Each role's dashboard is its own: the dual's adds the Both/Pilot/Client switch.
  "/dashboard": ["client", "pilot", "dual", "operator"],
  "/pilot-dashboard": ["dual"],
  "/client-dashboard": ["dual"],
  // Public directories and the account screens: a hiring and a flying account differ.
  "/pilots": ["client", "pilot"],
  "/pilots/:id": ["client", "pilot"],
  "/profile": ["client", "pilot"],
  "/registration": ["client", "pilot"],
  "/messages": ["client", "pilot"],
  "/notifications": ["client", "pilot"],
  "/settings/capabilities": ["client", "pilot"],
  // The same groups for everyone; the unsubscribe page without a token shows its one state.
  "/settings/notifications": ["client"],
  "/unsubscribe": ["client"],
  "/jobs/:id": ["client", "pilot", "operator"],
  // A pilot's screens; the client sees the "not a pilot" state once, on the earnings page.
  "/clients": ["pilot"],
  "/clients/:id": ["pilot"],
  "/register/pilot": ["client", "pilot"],
  "/pilot/profile": ["pilot"],
  "/pilot/crm": ["pilot"],
  "/upload/:jobId": ["pilot"],
  "/upload": ["pilot"],
  "/job-board": ["pilot"],
  "/pilot/earnings": ["pilot", "client"],
  "/pilot/active-jobs": ["pilot"],
  "/pilot/applications": ["pilot"],
  "/pilot/ratings": ["pilot"],
  "/pilot/completed": ["pilot"],
  "/pilot/schedule": ["pilot"],
  "/pilot/availability": ["pilot"],
  "/fleet-management": ["pilot"],
  // A client's screens; the pilot meets the hiring guard once, on job management.
  "/register/client": ["client", "pilot"],
  "/client-jobs": ["client", "pilot"],
  "/job/post": ["client"],
  "/job/link": ["client"],
  "/client-profile": ["client"],
  "/client-invoices": ["client"],
  "/property-management": ["client"],
  "/checkout": ["client"],
  // Operator screens; anyone else gets the 404 page, swept once here.
  "/admin": ["operator", "client"],
  "/admin/disputes/:id": ["operator"],
  "/admin/ledger": ["operator"],
  "/admin/background-jobs": ["operator"],
  "/admin/credentials": ["operator"],
  "/admin/users": ["operator"],
  "/admin/users/:id": ["operator"],
  "/admin/reports": ["operator"],
  "/admin/audit": ["operator"],
};

export function rolesSweeping(path: SignedInPath): readonly Role[] {
  return SWEEP_ROLES[path] ?? (Object.keys(ROLES) as Role[]);
}
