import type { UserType } from "@skyhire/shared";

/**
 * Spec section 3 "User" plus what GET /api/auth/user adds (id, role, hasPassword). Fields are
 * optional so the app copes with partial answers (and tests can build small sessions).
 */
export type User = {
  id?: string;
  userType?: UserType | null;
  canFly?: boolean;
  canHire?: boolean;
  hasDualCapability?: boolean;
  isPart107Certified?: boolean;
  hasBusinessEntity?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  role?: string;
  profileImageUrl?: string | null;
  /** False for accounts created through Google or Apple that never set a password. */
  hasPassword?: boolean;
};

/** Pilots carry part107Number; clients carry companyName (spec section 3). */
export type Profile = {
  id?: string | number;
  // Pilot profile
  part107Number?: string | null;
  businessName?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
  coverImageUrl?: string | null;
  jobCategories?: string[] | null;
  equipment?: unknown[] | null;
  serviceAreas?: string[] | null;
  isAvailable?: boolean | null;
  flightHours?: number | null;
  baseCity?: string | null;
  baseState?: string | null;
  hourlyRateMin?: number | null;
  hourlyRateMax?: number | null;
  // Client profile
  companyName?: string | null;
  location?: string | null;
  industry?: string | null;
  phone?: string | null;
};

export type LinkedAccount = { provider: string; email?: string | null; linkedAt?: string | null };

export type AuthSession = {
  user: User;
  /** The pilot profile when userType is pilot, else the client profile (spec section 3). */
  profile: Profile | null;
  /** Both profiles separately, for dual-capability users. Undefined when the server omits them. */
  pilotProfile?: Profile | null;
  clientProfile?: Profile | null;
  linkedAccounts: LinkedAccount[];
};

export type AuthProvider = "google" | "apple" | "local" | (string & {});

export type AuthConfig = {
  providers: AuthProvider[];
  endpoints: Record<string, string>;
  features: Record<string, unknown>;
};
