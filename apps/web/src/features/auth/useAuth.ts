import { useQuery } from "@tanstack/react-query";
import { userQueryOptions } from "./authQueries";
import { isProfileComplete } from "./profile";
import type { LinkedAccount, Profile, User } from "./types";

export type AuthState = {
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
    user,
    profile,
    linkedAccounts: data?.linkedAccounts ?? [],
    isLoading,
    isAuthenticated: user !== null && !error,
    hasProfile: isProfileComplete(user, profile),
  };
}
