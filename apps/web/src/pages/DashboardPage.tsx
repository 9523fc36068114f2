import { Redirect } from "wouter";
import { dashboardRedirect } from "@/features/auth/authRedirect";
import { useAuth } from "@/features/auth/useAuth";
import { DashboardScreen } from "@/features/dashboard/DashboardScreen";

/** The one dashboard screen behind /dashboard, /pilot-dashboard and /client-dashboard. */
export default function DashboardPage() {
  const { session } = useAuth();
  // Spec section 2: a capability without its profile goes to create that profile first.
  const redirect = dashboardRedirect(session);
  if (redirect) return <Redirect to={redirect} replace />;
  if (!session) return null;
  return <DashboardScreen session={session} />;
}
