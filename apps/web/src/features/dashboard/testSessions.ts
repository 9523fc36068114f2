import type { AuthSession, Profile } from "@/features/auth/types";

/** A pilot profile with every checklist step done (spec section 5). */
export const COMPLETE_PILOT_PROFILE: Profile = {
  id: "pp-1",
  part107Number: "4123456",
  businessName: "Skyline Aerial",
  profileImageUrl: "/a.png",
  coverImageUrl: "/c.png",
  jobCategories: ["real_estate"],
  equipment: ["DJI Mavic 3 Pro"],
  serviceAreas: ["Austin, TX (50 mi)"],
  isAvailable: true,
};

export const COMPLETE_CLIENT_PROFILE: Profile = {
  id: "cp-1",
  companyName: "Harbor Realty",
  location: "Tampa, FL",
};

export function dashboardSession(
  kind: "pilot" | "client" | "dual",
  profiles: { pilot?: Profile | null; client?: Profile | null } = {},
): AuthSession {
  const canFly = kind !== "client";
  const canHire = kind !== "pilot";
  const pilotProfile = canFly ? (profiles.pilot ?? COMPLETE_PILOT_PROFILE) : null;
  const clientProfile = canHire ? (profiles.client ?? COMPLETE_CLIENT_PROFILE) : null;
  return {
    user: {
      id: "u-1",
      firstName: "Maya",
      lastName: "Ortiz",
      email: "maya@example.com",
      userType: kind === "client" ? "client" : "pilot",
      canFly,
      canHire,
      hasDualCapability: canFly && canHire,
    },
    profile: kind === "client" ? clientProfile : pilotProfile,
    pilotProfile,
    clientProfile,
    linkedAccounts: [],
  };
}
