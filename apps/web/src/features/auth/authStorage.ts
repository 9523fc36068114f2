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

/** Spec section 4 "Social sign-in": remember where the user was and which page they used. */
export function storeSocialSignIn(mode: AuthMode, returnTo: string): void {
  const storage = safeSession();
  storage?.setItem(AUTH_MODE_KEY, mode);
  storage?.setItem(AUTH_RETURN_TO_KEY, returnTo);
}

export function readReturnPath(): string | null {
  return safeSession()?.getItem(AUTH_RETURN_TO_KEY) ?? null;
}

export function readAuthMode(): AuthMode | null {
  const mode = safeSession()?.getItem(AUTH_MODE_KEY);
  return mode === "login" || mode === "register" ? mode : null;
}

export function clearReturnPath(): void {
  safeSession()?.removeItem(AUTH_RETURN_TO_KEY);
}

/** Forgets both keys once a provider sign-in has come back. */
export function clearSocialSignIn(): void {
  const storage = safeSession();
  storage?.removeItem(AUTH_MODE_KEY);
  storage?.removeItem(AUTH_RETURN_TO_KEY);
}
