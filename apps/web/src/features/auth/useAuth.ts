import { useQuery } from "@tanstack/react-query";
import { userQueryOptions } from "./authQueries";
import { isProfileComplete } from "./profile";
import type { AuthSession, LinkedAccount, Profile, User } from "./types";

export type AuthState = {
  /** The whole current-user answer, with both profiles; null when signed out. */
  session: AuthSession | null;
  user: User | null;
  profile: Profile | null;
  linkedAccounts: LinkedAccount[];
  isLoading: boolean;
  isAuthenticated: boolean;
  hasProfile: boolean;
};

/** The session as spec section 4 defines it: authenticated = a user and no error. */
export function useAuth(): AuthState {
  const { data, isLoading, error } = useQuery(userQueryOptions);
  const user = data?.user ?? null;
  const profile = data?.profile ?? null;
  return {
    session: data ?? null,
    user,
    profile,
    linkedAccounts: data?.linkedAccounts ?? [],
    isLoading,
    isAuthenticated: user !== null && !error,
    hasProfile: isProfileComplete(user, profile),
  };
}
