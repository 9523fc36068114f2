import type { AuthSession, Profile, User } from "./types";

/** Spec section 4: pilots need a part107Number, everyone else a companyName. */
export function isProfileComplete(user: User | null | undefined, profile: Profile | null): boolean {
  if (!user || !profile) return false;
  return user.userType === "pilot" ? Boolean(profile.part107Number) : Boolean(profile.companyName);
}

/** The pilot profile, from `pilotProfile` or (older answers) from `profile` of a pilot. */
export function pilotProfileOf(session: AuthSession | null | undefined): Profile | null {
  if (!session) return null;
  if (session.pilotProfile !== undefined) return session.pilotProfile;
  return session.user.userType === "pilot" ? session.profile : null;
}

/** The client profile, from `clientProfile` or (older answers) from `profile` of a non-pilot. */
export function clientProfileOf(session: AuthSession | null | undefined): Profile | null {
  if (!session) return null;
  if (session.clientProfile !== undefined) return session.clientProfile;
  return session.user.userType === "pilot" ? null : session.profile;
}

/** A pilot profile counts once it has the Part 107 number (spec section 4). */
export function hasPilotProfile(session: AuthSession | null | undefined): boolean {
  return Boolean(pilotProfileOf(session)?.part107Number);
}

/** A client profile counts once it has the company name (spec section 4). */
export function hasClientProfile(session: AuthSession | null | undefined): boolean {
  return Boolean(clientProfileOf(session)?.companyName);
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
