import type { AuthSession } from "./types";
import { isProfileComplete } from "./profile";

/**
 * Where to go after an email sign-in (spec section 4). `session` is undefined when the user
 * fetch failed. A stored return path other than / wins.
 */
export function destinationAfterLogin(
  returnPath: string | null,
  session: AuthSession | null | undefined,
): string {
  if (returnPath && returnPath !== "/") return returnPath;
  if (!session) return "/";
  const isPilot = session.user.userType === "pilot";
  if (isProfileComplete(session.user, session.profile)) {
    return isPilot ? "/pilot-dashboard" : "/client-dashboard";
  }
  return isPilot ? "/register/pilot" : "/register/client";
}
