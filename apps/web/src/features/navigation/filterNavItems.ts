import { NAV_GROUP_ORDER, type NavGroup, type NavItem } from "./navItems";

export type NavViewer = { isAuthenticated: boolean; canFly: boolean; canHire: boolean };

/** A nav item as one viewer sees it: guest replacements already applied. */
export type VisibleNavItem = Omit<NavItem, "guest">;

function isVisible(item: NavItem, viewer: NavViewer): boolean {
  if (item.showFor === "authenticated" && !viewer.isAuthenticated) return false;
  if (item.showFor === "guest" && viewer.isAuthenticated) return false;
  if (item.capability === "canFly") return viewer.isAuthenticated && viewer.canFly;
  if (item.capability === "canHire") return viewer.isAuthenticated && viewer.canHire;
  return true;
}

/** Items for this viewer, by sign-in state and capability (spec sections 2 and 6). */
export function filterNavItems(items: readonly NavItem[], viewer: NavViewer): VisibleNavItem[] {
  return items
    .filter((item) => isVisible(item, viewer))
    .map(({ guest, ...item }) => (guest && !viewer.isAuthenticated ? { ...item, ...guest } : item));
}

/** Visible items grouped in drawer order; empty groups are left out. */
export function groupNavItems(
  items: readonly VisibleNavItem[],
): { group: NavGroup; items: VisibleNavItem[] }[] {
  return NAV_GROUP_ORDER.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter((entry) => entry.items.length > 0);
}

/** In-page anchors such as /#about scroll instead of routing. */
export function isAnchorHref(href: string): boolean {
  return href.includes("#");
}
