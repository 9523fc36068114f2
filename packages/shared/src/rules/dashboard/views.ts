/**
 * Dashboard views (spec section 2 'Dashboard', section 6 'Dashboard data'): dual-capability users
 * switch between Pilot, Client and Both (default Both); pilots see Pilot, clients Client. Pilot
 * data is requested only for the fly capability in Pilot or Both view, client data only for the
 * hire capability in Client or Both view.
 */
export const DASHBOARD_VIEWS = ["pilot", "client", "both"] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export const DASHBOARD_VIEW_LABELS: Readonly<Record<DashboardView, string>> = {
  pilot: "Pilot",
  client: "Client",
  both: "Both",
};

/** Titles, subtitles and the Messages card's description of each view (spec section 2). */
export const DASHBOARD_VIEW_TEXT: Readonly<
  Record<DashboardView, { title: string; subtitle: string; messagesDescription: string }>
> = {
  both: {
    title: "Universal Command Center",
    subtitle: "Manage your flights and projects in one place",
    messagesDescription: "Chat with clients and pilots",
  },
  pilot: {
    title: "Flight Control Dashboard",
    subtitle: "Your mission control for professional drone services",
    messagesDescription: "Communicate with your clients",
  },
  client: {
    title: "Project Command Center",
    subtitle: "Your project management hub for drone services",
    messagesDescription: "Communicate with your hired pilots",
  },
};

export interface DashboardCapabilities {
  canFly?: boolean | null | undefined;
  canHire?: boolean | null | undefined;
  hasDualCapability?: boolean | null | undefined;
}

export function isDualCapability(user: DashboardCapabilities | null | undefined): boolean {
  return Boolean(user?.hasDualCapability || (user?.canFly && user?.canHire));
}

/** Both for dual users, Pilot for pilots, Client for everyone else. */
export function defaultDashboardView(
  user: DashboardCapabilities | null | undefined,
): DashboardView {
  if (isDualCapability(user)) return "both";
  return user?.canFly ? "pilot" : "client";
}

/** The views a user may pick: the switch (Pilot, Client, Both) only for dual users. */
export function availableDashboardViews(
  user: DashboardCapabilities | null | undefined,
): DashboardView[] {
  return isDualCapability(user) ? [...DASHBOARD_VIEWS] : [defaultDashboardView(user)];
}

/** A view the user may not pick (e.g. after a capability was turned off) falls back to the default. */
export function effectiveDashboardView(
  user: DashboardCapabilities | null | undefined,
  requested: DashboardView | null | undefined,
): DashboardView {
  const views = availableDashboardViews(user);
  return requested && views.includes(requested) ? requested : defaultDashboardView(user);
}

/** Pilot data (jobs, applications, main equipment) and the availability switch. */
export function showsPilotData(
  user: DashboardCapabilities | null | undefined,
  view: DashboardView,
): boolean {
  return Boolean(user?.canFly) && (view === "pilot" || view === "both");
}

/** Client data (jobs, property summary). */
export function showsClientData(
  user: DashboardCapabilities | null | undefined,
  view: DashboardView,
): boolean {
  return Boolean(user?.canHire) && (view === "client" || view === "both");
}
