/** Session-storage keys of spec section 3. */
export const AUTH_MODE_KEY = "auth_mode";
export const AUTH_RETURN_TO_KEY = "auth_return_to";

export type AuthMode = "login" | "register";

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storeSocialSignIn(mode: AuthMode, returnTo: string): void {
  const storage = safeSession();
  storage?.setItem(AUTH_MODE_KEY, mode);
  storage?.setItem(AUTH_RETURN_TO_KEY, returnTo);
}

export function readReturnPath(): string | null {
  return safeSession()?.getItem(AUTH_RETURN_TO_KEY) ?? null;
}

export function clearReturnPath(): void {
  safeSession()?.removeItem(AUTH_RETURN_TO_KEY);
}
