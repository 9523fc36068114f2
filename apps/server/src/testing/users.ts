import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { users, type NewUser, type User } from "../db/schema";
import { hashPassword } from "../features/auth/password";

export const TEST_PASSWORD = "kestrel-orbit-4471";

/** Inserts a user; with `password: null` the account has no password (social sign-in only). */
export async function createTestUser(
  db: Database,
  overrides: Partial<NewUser> & { password?: string | null } = {},
): Promise<User> {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(6).toString("hex")}@example.com`,
      firstName: "Test",
      lastName: "User",
      passwordHash: password === null ? null : await hashPassword(password),
      ...rest,
    })
    .returning();
  if (!user) throw new Error("insert returned no user");
  return user;
}

/** The `name=value` pair of a Set-Cookie header, for sending it back as a Cookie header. */
export function cookiePair(setCookie: string | string[] | undefined, name: string): string {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const header = headers.find((h) => h.startsWith(`${name}=`));
  if (!header) throw new Error(`no Set-Cookie for ${name} in ${JSON.stringify(headers)}`);
  return header.split(";")[0] ?? "";
}
