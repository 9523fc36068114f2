import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { RegisterRequest } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from "./password";
import { assertAcceptableNewPassword } from "./passwordPolicy";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials";
export const ACCOUNT_NOT_FOUND_MESSAGE = "Account not found";
export const SOCIAL_ONLY_MESSAGE =
  "Invalid credentials: this account signs in with Google or Apple";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Enter your current password";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "Your current password is incorrect";

/** Hash prefix of the current cost settings; older hashes are upgraded at the next sign-in. */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

let dummyHash: Promise<string> | undefined;

/**
 * Verifying against this when there is no real hash makes a sign-in for an unknown email cost
 * the same argon2 time as a real one.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user;
}

/**
 * The user whose email and password these are. Spec section 8 requires telling "no such
 * account" (404) apart from "wrong password" (401); the argon2 work is the same either way.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  if (!user || user.passwordHash === null) {
    await verifyPassword(await dummyPasswordHash(), password);
    if (!user) throw new HttpError(404, ACCOUNT_NOT_FOUND_MESSAGE);
    throw new HttpError(401, SOCIAL_ONLY_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  }
  if (!user.passwordHash.startsWith(CURRENT_HASH_PREFIX)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
  }
  return user;
}

/** Postgres unique_violation, whether or not the driver error is wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || typeof e === "object";) {
    if (!e) return false;
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Creates an account with a password; onboarding later sets what the user does. */
export async function registerUser(db: Database, input: RegisterRequest): Promise<User> {
  assertAcceptableNewPassword(input.password);
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      })
      .returning();
    if (!user) throw new Error("insert returned no user");
    return user;
  } catch (error) {
    // Two registrations for one email at once: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Sets a new password. When the account has one, the current password must be given and
 * right; accounts made with Google or Apple may set a first password without one.
 */
export async function changePassword(
  db: Database,
  user: User,
  input: { currentPassword?: string | undefined; newPassword: string },
): Promise<void> {
  if (user.passwordHash !== null) {
    if (!input.currentPassword) throw new HttpError(400, CURRENT_PASSWORD_REQUIRED_MESSAGE);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new HttpError(400, CURRENT_PASSWORD_WRONG_MESSAGE);
    }
  }
  assertAcceptableNewPassword(input.newPassword);
  await setPassword(db, user.id, input.newPassword);
}

export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}
