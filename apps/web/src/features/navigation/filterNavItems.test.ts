import { describe, expect, it } from "vitest";
import { filterNavItems, groupNavItems, isAnchorHref } from "./filterNavItems";
import { NAV_ITEMS } from "./navItems";

const guest = { isAuthenticated: false, canFly: false, canHire: false };
const names = (viewer: typeof guest) => filterNavItems(NAV_ITEMS, viewer).map((i) => i.name);

describe("filterNavItems", () => {
  it("shows signed-out visitors About (to /#about) and Find Pilots only", () => {
    const items = filterNavItems(NAV_ITEMS, guest);
    expect(items.map((i) => [i.name, i.href])).toEqual([
      ["About", "/#about"],
      ["Find Pilots", "/pilots"],
    ]);
  });

  it("does not trust capability flags without a session", () => {
    expect(names({ isAuthenticated: false, canFly: true, canHire: true })).toEqual([
      "About",
      "Find Pilots",
    ]);
  });

  it("gives a signed-in user without capabilities Dashboard, Find Pilots and Messages", () => {
    const items = filterNavItems(NAV_ITEMS, { ...guest, isAuthenticated: true });
    expect(items.map((i) => [i.name, i.href])).toEqual([
      ["Dashboard", "/dashboard"],
      ["Find Pilots", "/pilots"],
      ["Messages", "/messages"],
    ]);
  });

  it("adds Find Clients and Job Board for pilots (canFly)", () => {
    expect(names({ isAuthenticated: true, canFly: true, canHire: false })).toEqual([
      "Dashboard",
      "Find Pilots",
      "Find Clients",
      "Job Board",
      "Messages",
    ]);
  });

  it("adds Post Job for clients (canHire)", () => {
    expect(names({ isAuthenticated: true, canFly: false, canHire: true })).toEqual([
      "Dashboard",
      "Find Pilots",
      "Post Job",
      "Messages",
    ]);
  });

  it("shows everything to dual-capability users", () => {
    expect(names({ isAuthenticated: true, canFly: true, canHire: true })).toHaveLength(6);
  });

  it("hides guest-only items once signed in", () => {
    const items = [{ ...NAV_ITEMS[1]!, name: "Join", showFor: "guest" as const }];
    expect(filterNavItems(items, guest)).toHaveLength(1);
    expect(filterNavItems(items, { ...guest, isAuthenticated: true })).toHaveLength(0);
  });
});

describe("groupNavItems", () => {
  it("groups in Main, Discover, Work, Communication order and drops empty groups", () => {
    const grouped = groupNavItems(
      filterNavItems(NAV_ITEMS, { isAuthenticated: true, canFly: false, canHire: true }),
    );
    expect(grouped.map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ["main", ["Dashboard"]],
      ["discover", ["Find Pilots"]],
      ["work", ["Post Job"]],
      ["communication", ["Messages"]],
    ]);
    expect(groupNavItems(filterNavItems(NAV_ITEMS, guest)).map((g) => g.group)).toEqual([
      "main",
      "discover",
    ]);
  });
});

describe("isAnchorHref", () => {
  it("recognises in-page anchors", () => {
    expect(isAnchorHref("/#about")).toBe(true);
    expect(isAnchorHref("/pilots")).toBe(false);
  });
});
