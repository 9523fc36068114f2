import type { Profile, User } from "./types";

/** Spec section 4: pilots need a part107Number, everyone else a companyName. */
export function isProfileComplete(user: User | null | undefined, profile: Profile | null): boolean {
  if (!user || !profile) return false;
  return user.userType === "pilot" ? Boolean(profile.part107Number) : Boolean(profile.companyName);
}

export function canFly(user: User | null | undefined): boolean {
  return Boolean(user?.canFly);
}

export function canHire(user: User | null | undefined): boolean {
  return Boolean(user?.canHire);
}

export function isDual(user: User | null | undefined): boolean {
  return Boolean(user?.hasDualCapability || (user?.canFly && user?.canHire));
}

export type RoleLabel = "Pilot & Client" | "Pilot" | "Client" | "User";

/** Capabilities decide the label; userType is the fallback for accounts without flags. */
export function roleLabel(user: User | null | undefined): RoleLabel {
  if (!user) return "User";
  if (isDual(user)) return "Pilot & Client";
  if (user.canFly) return "Pilot";
  if (user.canHire) return "Client";
  if (user.userType === "pilot") return "Pilot";
  if (user.userType === "client") return "Client";
  return "User";
}

export function fullName(user: User | null | undefined): string {
  if (!user) return "";
  const joined = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return joined || user.name?.trim() || user.email || "";
}

export function initials(user: User | null | undefined): string {
  const name = fullName(user);
  if (!name) return "?";
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts[1]?.[0] ?? "")).toUpperCase() || "?";
}
