import * as Pages from "./lazyPages";
import type { RouteEntry } from "./routeTable";

/** Spec section 2 "Route sets", signed-out visitors. Anything else is the 404 page. */
export const SIGNED_OUT_ROUTES: RouteEntry[] = [
  { path: "/", component: Pages.LandingPage },
  { path: "/pilots", component: Pages.PilotsPage },
  { path: "/pilots/:id", component: Pages.PilotDetailPage },
  { path: "/find-jobs", component: Pages.JobBoardPage },
  { path: "/login", component: Pages.LoginPage },
  { path: "/register", component: Pages.RegisterPage },
  { path: "/forgot-password", component: Pages.ForgotPasswordPage },
  { path: "/reset-password", component: Pages.ResetPasswordPage },
];
