import { emailSchema } from "@skyhire/shared";

/**
 * An expected reason a provider sign-in cannot go on (denied, state mismatch, unverified
 * email...). The callback logs the reason and sends the browser back with a generic error.
 */
export class OAuthFailure extends Error {
  override name = "OAuthFailure";
}

/** Who the provider says signed in, after the checks this product needs. */
export interface ProviderIdentity {
  /** The provider's stable user id (`sub`). */
  subject: string;
  /** Verified by the provider; trimmed and lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
}

const NAME_MAX_LENGTH = 100;

/** Google sends a boolean; Apple sends the string "true" (or a boolean, depending on age). */
export function isEmailVerified(value: unknown): boolean {
  return value === true || value === "true";
}

function cleanName(value: unknown): string {
  if (typeof value !== "string") return "";
  // Control characters have no place in a name shown across the app.
  const printable = [...value].filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join("").trim().slice(0, NAME_MAX_LENGTH).trim();
}

export interface NameParts {
  firstName: string;
  lastName: string;
}

/**
 * Apple sends the person's name only on the first authorization, and not in the ID token but
 * in the form field `user`: `{"name":{"firstName":"Ada","lastName":"Lovelace"},"email":"..."}`.
 * Anything unparsable is ignored: the name is a nicety, the ID token is what counts.
 */
export function parseAppleUser(raw: string | undefined): NameParts | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const name = (parsed as { name?: unknown }).name;
    if (typeof name !== "object" || name === null) return null;
    const { firstName, lastName } = name as { firstName?: unknown; lastName?: unknown };
    const parts = { firstName: cleanName(firstName), lastName: cleanName(lastName) };
    return parts.firstName || parts.lastName ? parts : null;
  } catch {
    return null;
  }
}

/**
 * First and last name for a new account: the provider's given/family names, else Apple's
 * `user` field, else the full `name` split at its first space, else the email's local part.
 */
export function namesFor(
  claims: Record<string, unknown>,
  email: string,
  appleUser: NameParts | null,
): NameParts {
  const given = cleanName(claims.given_name);
  const family = cleanName(claims.family_name);
  if (given || family) return { firstName: given || family, lastName: given ? family : "" };
  if (appleUser) {
    return {
      firstName: appleUser.firstName || appleUser.lastName,
      lastName: appleUser.firstName ? appleUser.lastName : "",
    };
  }
  const full = cleanName(claims.name);
  if (full) {
    const space = full.indexOf(" ");
    return space === -1
      ? { firstName: full, lastName: "" }
      : { firstName: full.slice(0, space), lastName: full.slice(space + 1).trim() };
  }
  return { firstName: cleanName(email.split("@")[0]) || "SkyHire", lastName: "" };
}

/**
 * The identity behind verified ID token claims (openid-client has checked iss, aud, exp and
 * nonce). Refuses a missing subject and a missing or unverified email: an unverified address
 * must never sign anyone into the account that owns it.
 */
export function identityFromClaims(
  claims: Record<string, unknown>,
  appleUser: NameParts | null = null,
): ProviderIdentity {
  const subject = claims.sub;
  if (typeof subject !== "string" || subject === "") {
    throw new OAuthFailure("ID token has no subject");
  }
  const email = emailSchema.safeParse(claims.email);
  if (!email.success) throw new OAuthFailure("ID token has no valid email");
  if (!isEmailVerified(claims.email_verified)) {
    throw new OAuthFailure("the provider has not verified the email address");
  }
  return { subject, email: email.data, ...namesFor(claims, email.data, appleUser) };
}
