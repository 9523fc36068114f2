import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ErrorBoundary } from "@/components/errors/ErrorBoundary";
import { TestCrashTrigger } from "@/components/errors/TestCrashTrigger";
import { AppShell } from "@/components/layout/AppShell";
import { LoadingScreen, SessionLoading } from "@/components/layout/LoadingScreen";
import { PageTransition } from "@/components/layout/PageTransition";
import { SignInReturnHandler } from "@/features/auth/SignInReturnHandler";
import { useAuth } from "@/features/auth/useAuth";
import { LandingPage, NotFoundPage } from "./lazyPages";
import type { RouteEntry } from "./routeTable";
import { SIGNED_IN_ROUTES } from "./signedInRoutes";
import { SIGNED_OUT_ROUTES } from "./signedOutRoutes";

function RouteSwitch({ routes }: { routes: RouteEntry[] }) {
  return (
    <Switch>
      {routes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Picks the route set for the session, inside the error boundary and page transition. */
export function AppRoutes() {
  const [location] = useLocation();
  const { isLoading, isAuthenticated } = useAuth();
  const isLanding = location === "/";

  const routes = (
    <ErrorBoundary resetKey={location}>
      <TestCrashTrigger />
      <PageTransition>
        <Suspense fallback={<LoadingScreen />}>
          {isLanding ? (
            // The landing page is in both sets and adapts to the session itself.
            <LandingPage />
          ) : isLoading ? (
            <SessionLoading />
          ) : (
            <RouteSwitch routes={isAuthenticated ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES} />
          )}
        </Suspense>
      </PageTransition>
    </ErrorBoundary>
  );

  // The landing page brings its own top bar and footer.
  return (
    <>
      <SignInReturnHandler />
      {isLanding ? routes : <AppShell>{routes}</AppShell>}
    </>
  );
}
