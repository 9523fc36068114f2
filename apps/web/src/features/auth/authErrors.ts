import { ACCOUNT_SUSPENDED_ERROR_CODE } from "@skyhire/shared";
import { suspendedNotice } from "@/features/moderation/suspensionNotice";

/** Error texts of spec section 8, as pure functions so the rules are testable. */

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "";
}

export function loginErrorMessage(error: unknown): string {
  const message = messageOf(error);
  if (message.includes("Invalid credentials"))
    return "Invalid email or password. Please try again.";
  if (message.includes("Account not found"))
    return "No account found with this email. Please register first.";
  return message || "Login failed. Please try again.";
}

export function registerErrorMessage(error: unknown): string {
  const message = messageOf(error);
  if (message.includes("already exists"))
    return "An account with this email already exists. Please sign in instead.";
  return message || "Registration failed. Please try again.";
}

/** The `error` query parameter a failed provider sign-in sends back. */
export function authQueryErrorMessage(
  mode: "login" | "register",
  code: string | null,
): string | null {
  if (!code) return null;
  if (code === ACCOUNT_SUSPENDED_ERROR_CODE) return suspendedNotice();
  if (mode === "login") {
    return code === "oauth_failed"
      ? "Authentication failed. Please try again."
      : "An error occurred during login.";
  }
  return code === "oauth_failed"
    ? "Registration failed. Please try again."
    : "An error occurred during registration.";
}
