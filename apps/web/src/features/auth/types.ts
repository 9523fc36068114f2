import type { UserType } from "@skyhire/shared";

/** Spec section 3 "User". Fields can be missing while the accounts issue is still landing. */
export type User = {
  id?: string;
  userType?: UserType;
  canFly?: boolean;
  canHire?: boolean;
  hasDualCapability?: boolean;
  isPart107Certified?: boolean;
  hasBusinessEntity?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
};

/** Pilots carry part107Number; clients carry companyName (spec section 3). */
export type Profile = {
  id?: string | number;
  part107Number?: string | null;
  businessName?: string | null;
  profileImageUrl?: string | null;
  coverImageUrl?: string | null;
  jobCategories?: string[] | null;
  equipment?: unknown[] | null;
  serviceAreas?: string[] | null;
  isAvailable?: boolean | null;
  flightHours?: number | null;
  companyName?: string | null;
  location?: string | null;
};

export type LinkedAccount = { provider: string };

export type AuthSession = {
  user: User;
  profile: Profile | null;
  linkedAccounts: LinkedAccount[];
};

export type AuthProvider = "google" | "apple" | "local" | (string & {});

export type AuthConfig = {
  providers: AuthProvider[];
  endpoints: Record<string, string>;
  features: Record<string, unknown>;
};
