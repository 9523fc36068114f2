// What a suspended account's sign-in screen says. Apart from the moderation schemas (zod) so the
// signed-in shell, which watches for a suspension on every page, loads no schema to say it.

/** Prefix of the sign-in refusal; the operator's reason follows. */
export const ACCOUNT_SUSPENDED_PREFIX = "This account is suspended";
export function accountSuspendedMessage(reason: string | null): string {
  return reason ? `${ACCOUNT_SUSPENDED_PREFIX}: ${reason}` : `${ACCOUNT_SUSPENDED_PREFIX}.`;
}
/** The sign-in screen's `?error=` code after a refused provider sign-in or a closed socket. */
export const ACCOUNT_SUSPENDED_ERROR_CODE = "account_suspended";
