import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { TooltipProvider } from "@/components/ui/tooltip";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import type { AuthSession } from "@/features/auth/types";
import { ThemeProvider } from "@/features/theme/ThemeProvider";
import { createQueryClient } from "@/lib/queryClient";

type RenderAppOptions = {
  path?: string;
  /** Seeds the current-user query: null is signed out, undefined leaves it loading. */
  session?: AuthSession | null;
};

/** Renders with the app's providers, an in-memory location and a pre-seeded session. */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { path = "/" } = options;
  // An explicit `session: undefined` means "still loading"; leaving it out means signed out.
  const session = "session" in options ? options.session : null;
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  if (session !== undefined) queryClient.setQueryData(USER_QUERY_KEY, session);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}

export const pilotSession = (overrides: Partial<AuthSession["user"]> = {}): AuthSession => ({
  user: { firstName: "Maya", lastName: "Ortiz", userType: "pilot", canFly: true, ...overrides },
  profile: { part107Number: "FA-1" },
  linkedAccounts: [],
});

export const clientSession = (overrides: Partial<AuthSession["user"]> = {}): AuthSession => ({
  user: {
    firstName: "Dana",
    lastName: "Reyes",
    email: "dana@example.com",
    userType: "client",
    canHire: true,
    ...overrides,
  },
  profile: { companyName: "Acme", location: "Austin, TX" },
  pilotProfile: null,
  clientProfile: { companyName: "Acme", location: "Austin, TX" },
  linkedAccounts: [],
});

/** A just-registered account that has not chosen to fly or hire yet. */
export const newUserSession = (overrides: Partial<AuthSession["user"]> = {}): AuthSession => ({
  user: {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    userType: null,
    canFly: false,
    canHire: false,
    hasPassword: true,
    ...overrides,
  },
  profile: null,
  pilotProfile: null,
  clientProfile: null,
  linkedAccounts: [],
});
