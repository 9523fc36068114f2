import {
  countActiveMissions,
  countActiveProjects,
  DASHBOARD_VIEW_TEXT,
  type DashboardView,
} from "@skyhire/shared";
import {
  BellIcon,
  BriefcaseIcon,
  ClipboardListIcon,
  FolderKanbanIcon,
  MessageSquareIcon,
  PlaneTakeoffIcon,
  SquarePenIcon,
  UsersIcon,
  WrenchIcon,
} from "lucide-react";
import type { ActionCardProps } from "./ActionCard";

/** Spec section 2: Find Pilots carries a hard-coded badge. */
export const FIND_PILOTS_BADGE = "500+ Available";

export type QuickActionInput = {
  view: DashboardView;
  /** Pilot cards: the user flies and the view is Pilot or Both. */
  pilot: boolean;
  /** Client cards: the user hires and the view is Client or Both. */
  client: boolean;
  unreadCount: number;
  /** Loaded data only; undefined while loading or failed, so no badge is made up. */
  pendingApplications?: number | undefined;
  activeMissions?: number | undefined;
  activeProjects?: number | undefined;
  mainEquipment?: readonly { name: string }[] | undefined;
  /** The pilot's applications failed to load: say so rather than show no count. */
  applicationsFailed?: boolean;
};

const count = (n: number | undefined, label: string) =>
  n !== undefined && n > 0 ? `${n} ${label}` : undefined;

/**
 * The quick-action cards of spec section 2, in order: the pilot's four, the client's three,
 * Notifications only with unread ones, Messages always (its description by view).
 */
export function quickActions(input: QuickActionInput): ActionCardProps[] {
  const actions: ActionCardProps[] = [];
  if (input.pilot) {
    const kit = input.mainEquipment?.map((item) => item.name) ?? [];
    actions.push(
      {
        title: "Browse Jobs",
        description: "Find open missions that match your skills",
        href: "/jobs",
        icon: BriefcaseIcon,
        color: "blue",
      },
      {
        title: "Pending Applications",
        description: input.applicationsFailed
          ? "We couldn't load your applications"
          : "Track the jobs you've applied for",
        href: "/pilot/applications",
        icon: ClipboardListIcon,
        color: "yellow",
        badge: count(input.pendingApplications, "pending"),
      },
      {
        title: "Active Missions",
        description: "Your assigned and in-progress flights",
        href: "/pilot/active-jobs",
        icon: PlaneTakeoffIcon,
        color: "green",
        badge: count(input.activeMissions, "active"),
      },
      {
        title: "Equipment",
        description: kit.length > 0 ? `Main kit: ${kit.join(", ")}` : "Manage your drones and gear",
        href: "/equipment-management",
        icon: WrenchIcon,
        color: "purple",
      },
    );
  }
  if (input.client) {
    actions.push(
      {
        title: "Post New Job",
        description: "Describe your project and get quotes from pilots",
        href: "/job/post",
        icon: SquarePenIcon,
        color: "orange",
      },
      {
        title: "Find Pilots",
        description: "Browse certified drone pilots near you",
        href: "/pilots",
        icon: UsersIcon,
        color: "blue",
        badge: FIND_PILOTS_BADGE,
      },
      {
        title: "My Projects",
        description: "Track and manage the jobs you've posted",
        href: "/client-jobs",
        icon: FolderKanbanIcon,
        color: "green",
        badge: count(input.activeProjects, "active"),
      },
    );
  }
  if (input.unreadCount > 0) {
    actions.push({
      title: "Notifications",
      description: `You have ${input.unreadCount} unread notification${input.unreadCount === 1 ? "" : "s"}`,
      href: "/notifications",
      icon: BellIcon,
      color: "red",
      badge: `${input.unreadCount} new`,
    });
  }
  actions.push({
    title: "Messages",
    description: DASHBOARD_VIEW_TEXT[input.view].messagesDescription,
    href: "/messages",
    icon: MessageSquareIcon,
    color: "purple",
  });
  return actions;
}

/** Counts for the badges, from whatever has loaded. */
export function actionCounts(data: {
  pilotJobs?: readonly { status: string }[] | undefined;
  clientJobs?: readonly { status: string }[] | undefined;
  applications?: readonly { status: string }[] | undefined;
}) {
  return {
    activeMissions: data.pilotJobs ? countActiveMissions(data.pilotJobs) : undefined,
    activeProjects: data.clientJobs ? countActiveProjects(data.clientJobs) : undefined,
    pendingApplications: data.applications
      ? data.applications.filter((a) => a.status === "pending").length
      : undefined,
  };
}
