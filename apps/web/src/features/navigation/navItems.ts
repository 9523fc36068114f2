import {
  BriefcaseIcon,
  InfoIcon,
  LayoutDashboardIcon,
  MessageSquareIcon,
  SearchIcon,
  SquarePenIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

/** Spec section 3 "Navigation item". */
export type NavShowFor = "all" | "authenticated" | "guest";
export type NavCapability = "none" | "canFly" | "canHire";
export type NavGroup = "main" | "discover" | "work" | "communication";

export type NavItem = {
  name: string;
  href: string;
  icon: LucideIcon;
  showFor: NavShowFor;
  capability: NavCapability;
  group: NavGroup;
  /** What signed-out visitors see instead (the Dashboard item becomes About). */
  guest?: { name: string; href: string; icon: LucideIcon };
};

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  main: "Main",
  discover: "Discover",
  work: "Work",
  communication: "Communication",
};

export const NAV_GROUP_ORDER: readonly NavGroup[] = ["main", "discover", "work", "communication"];

/** The table of spec section 2 "Application navigation bar". */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    name: "Dashboard",
    href: "/dashboard",
    icon: LayoutDashboardIcon,
    showFor: "all",
    capability: "none",
    group: "main",
    guest: { name: "About", href: "/#about", icon: InfoIcon },
  },
  {
    name: "Find Pilots",
    href: "/pilots",
    icon: SearchIcon,
    showFor: "all",
    capability: "none",
    group: "discover",
  },
  {
    name: "Find Clients",
    href: "/clients",
    icon: UsersIcon,
    showFor: "authenticated",
    capability: "canFly",
    group: "discover",
  },
  {
    name: "Job Board",
    href: "/job-board",
    icon: BriefcaseIcon,
    showFor: "authenticated",
    capability: "canFly",
    group: "work",
  },
  {
    name: "Post Job",
    href: "/job/post",
    icon: SquarePenIcon,
    showFor: "authenticated",
    capability: "canHire",
    group: "work",
  },
  {
    name: "Messages",
    href: "/messages",
    icon: MessageSquareIcon,
    showFor: "authenticated",
    capability: "none",
    group: "communication",
  },
];
