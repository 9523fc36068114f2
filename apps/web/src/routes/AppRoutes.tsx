import { Suspense, useDeferredValue } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { ErrorBoundary } from "@/components/errors/ErrorBoundary";
import { TestCrashTrigger } from "@/components/errors/TestCrashTrigger";
import { AppShell } from "@/components/layout/AppShell";
import { AfterFirstPage, FirstPageMark } from "@/components/layout/firstPageShown";
import { LoadingScreen, SessionLoading } from "@/components/layout/LoadingScreen";
import { PageTransition } from "@/components/layout/PageTransition";
import { SignInReturnHandler } from "@/features/auth/SignInReturnHandler";
import { lazyBackgroundPart } from "@/features/offline/backgroundImport";
import { useAuth } from "@/features/auth/useAuth";
import { LandingPage, NotFoundPage } from "./lazyPages";
import { PRERENDERED_PATHS } from "./prerenderedPages";
import type { RouteEntry } from "./routeTable";
import { SIGNED_IN_ROUTES } from "./signedInRoutes";
import { SIGNED_OUT_ROUTES } from "./signedOutRoutes";

// Only signed-in tabs open the real-time socket, so its code loads only for them, after the
// first page (components/layout/firstPageShown.ts; it catches up on what it missed on connect),
// or once the network is back if it was lost before then (features/offline/backgroundImport).
const RealtimeConnector = lazyBackgroundPart(() => import("@/features/realtime/RealtimeConnector"));

/**
 * Pages that are the same whoever is signed in (the pilot directory and profiles). They render
 * while the session is still loading, so a visitor landing on one sees it at once, and its
 * prerendered first screen (index.html) is what the app's first render draws too.
 */
const PUBLIC_ROUTES = SIGNED_OUT_ROUTES.filter(({ path, component }) =>
  SIGNED_IN_ROUTES.some((entry) => entry.path === path && entry.component === component),
);

/**
 * What shows while the session loads: the public pages, and every prerendered one (the sign-in
 * and sign-up forms, which nearly everyone reaching them is signed out for), whose hydration
 * must find the same screen index.html drew. Someone signed in meets the signed-in route set a
 * moment later, as on any other page.
 */
const SHOWN_WHILE_SESSION_LOADS = SIGNED_OUT_ROUTES.filter(
  (route) => PUBLIC_ROUTES.includes(route) || PRERENDERED_PATHS.includes(route.path),
);

function RouteSwitch({
  routes,
  fallback: Fallback = NotFoundPage,
}: {
  routes: RouteEntry[];
  fallback?: RouteEntry["component"];
}) {
  return (
    <Switch>
      {routes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={Fallback} />
    </Switch>
  );
}

/**
 * When the session's answer arrives, the signed-in page is rendered for the first time: the
 * longest render of a load (the whole page). Deferred, React renders it in slices that let the
 * browser respond in between, while the loading screen stays up; it then shows at once. Only
 * the end of loading waits: every other change of the session applies immediately.
 */
function useSessionLoadingShownUntilRendered(isLoading: boolean): boolean {
  const shown = useDeferredValue(isLoading);
  return shown || isLoading;
}

/** Picks the route set for the session, inside the error boundary and page transition. */
export function AppRoutes() {
  const [location] = useLocation();
  const router = useRouter();
  const { isLoading: sessionLoading, isAuthenticated, user } = useAuth();
  const isLoading = useSessionLoadingShownUntilRendered(sessionLoading);
  const isLanding = location === "/";
  const isShownWhileLoading = SHOWN_WHILE_SESSION_LOADS.some(
    ({ path }) => matchRoute(router.parser, path, location)[0],
  );
  const showsSessionLoading = !isLanding && isLoading && !isShownWhileLoading;

  const routes = (
    <ErrorBoundary resetKey={location}>
      <TestCrashTrigger />
      <PageTransition fallback={<LoadingScreen />}>
        {isLanding ? (
          // The landing page is in both sets and adapts to the session itself.
          <LandingPage />
        ) : isLoading ? (
          <RouteSwitch routes={SHOWN_WHILE_SESSION_LOADS} fallback={SessionLoading} />
        ) : (
          <RouteSwitch routes={isAuthenticated ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES} />
        )}
        {!showsSessionLoading && <FirstPageMark />}
      </PageTransition>
    </ErrorBoundary>
  );

  // The landing page brings its own top bar and footer.
  return (
    <>
      <SignInReturnHandler />
      {isAuthenticated && user && (
        <AfterFirstPage>
          <Suspense fallback={null}>
            <RealtimeConnector userId={String(user.id)} />
          </Suspense>
        </AfterFirstPage>
      )}
      {isLanding ? (
        routes
      ) : (
        // A page shown while the session loads: the bar says it is being checked.
        <AppShell sessionPending={isLoading && isShownWhileLoading}>{routes}</AppShell>
      )}
    </>
  );
}
