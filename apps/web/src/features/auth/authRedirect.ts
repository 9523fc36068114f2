import { PRODUCT_NAME } from "@skyhire/shared";
import type { AuthMode } from "./authStorage";
import { hasClientProfile, hasPilotProfile, isProfileComplete } from "./profile";
import type { AuthSession } from "./types";

/** A stored return path counts only when it is a same-site path other than /. */
function usableReturnPath(returnPath: string | null | undefined): string | null {
  if (!returnPath || returnPath === "/") return null;
  // Only paths on this site: "/x" but not "//evil.example" or "https://…".
  if (!returnPath.startsWith("/") || returnPath.startsWith("//")) return null;
  return returnPath;
}

/**
 * Where to go after an email sign-in (spec section 4 "After login"). `session` is undefined
 * when the user fetch failed, null when there is no user. A stored return path other than /
 * wins. Accounts that have not chosen pilot or client yet go to /registration to choose.
 */
export function destinationAfterLogin(
  returnPath: string | null,
  session: AuthSession | null | undefined,
): string {
  const stored = usableReturnPath(returnPath);
  if (stored) return stored;
  if (!session) return "/";
  const { userType } = session.user;
  const isPilot = userType === "pilot";
  if (isProfileComplete(session.user, session.profile)) {
    return isPilot ? "/pilot-dashboard" : "/client-dashboard";
  }
  // Operators (outside the spec's pilot/client rules) without a marketplace profile work in /admin.
  if (session.user.role === "admin") return "/admin";
  if (isPilot) return "/register/pilot";
  if (userType === "client") return "/register/client";
  return "/registration";
}

/** What a return from Google or Apple carries in the query string (spec section 2). */
export type SignInReturn = { provider: string | null; isNewUser: boolean };

/** Reads `auth=success`, `provider` and `new_user=true`; null when this is no sign-in return. */
export function parseSignInReturn(search: string): SignInReturn | null {
  const params = new URLSearchParams(search);
  if (params.get("auth") !== "success") return null;
  const provider = params.get("provider")?.trim().toLowerCase() ?? "";
  return {
    // Only a plain provider id is shown back to the user.
    provider: /^[a-z][a-z0-9_-]{0,31}$/.test(provider) ? provider : null,
    isNewUser: params.get("new_user") === "true",
  };
}

/**
 * Destination after a provider sign-in (spec section 2 "Sign-in return"): the stored return
 * path if not /, else /dashboard with a profile or /registration without; / with no user.
 * When the user fetch failed (`session` undefined) it is the stored return path or /
 * (spec section 8).
 */
export function destinationAfterSignInReturn(
  returnPath: string | null,
  session: AuthSession | null | undefined,
): string {
  const stored = usableReturnPath(returnPath);
  if (stored) return stored;
  if (!session) return "/";
  return isProfileComplete(session.user, session.profile) ? "/dashboard" : "/registration";
}

export function providerLabel(provider: string | null): string | null {
  if (!provider) return null;
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

/**
 * The greeting after a provider sign-in (spec section 8): 'Welcome to SkyHire!' for a new user,
 * else 'Welcome back!'; 'Successfully signed up' or 'signed in' by the stored auth mode, with
 * the provider name when known. Without a stored mode, a new user counts as signing up.
 */
export function signInReturnToast(
  signInReturn: SignInReturn,
  mode: AuthMode | null,
): { title: string; description: string } {
  const effectiveMode = mode ?? (signInReturn.isNewUser ? "register" : "login");
  const verb = effectiveMode === "register" ? "signed up" : "signed in";
  const provider = providerLabel(signInReturn.provider);
  return {
    title: signInReturn.isNewUser ? `Welcome to ${PRODUCT_NAME}!` : "Welcome back!",
    description: provider ? `Successfully ${verb} with ${provider}` : `Successfully ${verb}`,
  };
}

/**
 * Spec section 2 "Dashboard": a signed-in user with a capability but no matching profile goes
 * to create it, pilot first. An account with neither capability goes to /registration to pick.
 * Null means the dashboard may show.
 */
export function dashboardRedirect(session: AuthSession | null | undefined): string | null {
  if (!session) return null;
  const { canFly, canHire } = session.user;
  if (canFly && !hasPilotProfile(session)) return "/register/pilot";
  if (canHire && !hasClientProfile(session)) return "/register/client";
  if (!canFly && !canHire && !isProfileComplete(session.user, session.profile)) {
    return "/registration";
  }
  return null;
}
