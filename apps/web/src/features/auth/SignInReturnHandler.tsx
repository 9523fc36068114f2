import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/features/toast/toastStore";
import { refreshSessionAfterSignIn } from "./authQueries";
import {
  destinationAfterSignInReturn,
  parseSignInReturn,
  signInReturnToast,
  type SignInReturn,
} from "./authRedirect";
import { clearSocialSignIn, readAuthMode, readReturnPath } from "./authStorage";

/** Loads the fresh session, greets the user and sends them on (spec sections 2 and 8). */
export async function completeSignInReturn(
  signInReturn: SignInReturn,
  queryClient: QueryClient,
  navigate: (to: string) => void,
): Promise<void> {
  const returnPath = readReturnPath();
  const mode = readAuthMode();
  clearSocialSignIn();
  const session = await refreshSessionAfterSignIn(queryClient);
  if (session) toast(signInReturnToast(signInReturn, mode));
  navigate(destinationAfterSignInReturn(returnPath, session));
}

/**
 * Watches for a return from Google or Apple (`?auth=success&provider=…[&new_user=true]`),
 * clears the query string and finishes the sign-in. Renders nothing.
 */
export function SignInReturnHandler() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const signInReturn = parseSignInReturn(search);
    if (!signInReturn || handled.current === search) return;
    handled.current = search;
    navigate(location, { replace: true });
    void completeSignInReturn(signInReturn, queryClient, (to) => navigate(to, { replace: true }));
  }, [search, location, navigate, queryClient]);

  return null;
}
