import type { ComponentType } from "react";
import * as Pages from "./lazyPages";
import { SIGNED_OUT_PATHS, type SignedOutPath } from "./routePaths";
import type { RouteEntry } from "./routeTable";

const SCREENS: Record<SignedOutPath, ComponentType> = {
  "/": Pages.LandingPage,
  "/pilots": Pages.PilotsPage,
  "/pilots/:id": Pages.PilotDetailPage,
  "/find-jobs": Pages.JobBoardPage,
  "/login": Pages.LoginPage,
  "/register": Pages.RegisterPage,
  "/forgot-password": Pages.ForgotPasswordPage,
  "/reset-password": Pages.ResetPasswordPage,
  "/unsubscribe": Pages.UnsubscribePage,
};

/** Spec section 2 "Route sets", signed-out visitors. Anything else is the 404 page. */
export const SIGNED_OUT_ROUTES: RouteEntry[] = SIGNED_OUT_PATHS.map((path) => ({
  path,
  component: SCREENS[path],
}));
