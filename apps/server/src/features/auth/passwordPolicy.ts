import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../../config/packageRoot";
import { HttpError } from "../../plugins/errors";

/**
 * The 10,000 most common passwords, one per line in lower case. Read from the source tree
 * (not bundled), so the same path works under tsx/vitest and from dist/main.js.
 */
export const COMMON_PASSWORDS_FILE = join(
  PACKAGE_ROOT,
  "src",
  "features",
  "auth",
  "common-passwords.txt",
);

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common. Choose one that is harder to guess.";

let commonPasswords: Set<string> | undefined;

/** Loaded on first use and kept; about 10,000 short strings. */
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/**
 * Length (8–128) is checked by the shared zod schema; this adds the deny-list (NIST SP 800-63B:
 * no composition rules, but refuse passwords known to be common).
 */
export function assertAcceptableNewPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
}
