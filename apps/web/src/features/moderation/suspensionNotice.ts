import { ACCOUNT_SUSPENDED_ERROR_CODE, accountSuspendedMessage } from "@skyhire/shared";

const KEY = "skyhire-suspension-reason";

/** Where a tab goes when the server says its account was suspended. */
export const SUSPENDED_SIGN_IN_PATH = `/login?error=${ACCOUNT_SUSPENDED_ERROR_CODE}`;

/**
 * Keeps the operator's reason (sent on the closing socket) for the sign-in screen the tab is
 * about to load: nothing can be asked of the server once the session is gone.
 */
export function rememberSuspensionReason(reason: string | null): void {
  try {
    if (reason) sessionStorage.setItem(KEY, reason);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the screen says the account is suspended without why.
  }
}

function rememberedReason(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The sign-in screen's notice for `?error=account_suspended`. */
export function suspendedNotice(): string {
  const reason = rememberedReason();
  return reason
    ? accountSuspendedMessage(reason)
    : `${accountSuspendedMessage(null)} Sign in with your password to read the operator's reason, or contact support.`;
}
