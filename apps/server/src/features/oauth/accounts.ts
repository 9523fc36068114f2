import { and, eq, sql } from "drizzle-orm";
import type { OAuthProvider } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { linkedAccounts, sessions, users, type LinkedAccount } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { assertAccountActive } from "../moderation/accountGuard";
import { OAuthFailure, type ProviderIdentity } from "./identity";
import { PROVIDER_PROFILES } from "./providers";

export interface SignInResult {
  userId: string;
  isNewUser: boolean;
  /** How the account was found: by its linked identity, by its email (now linked), or created. */
  via: "linked_identity" | "verified_email" | "new_account";
}

export type LinkResult = "linked" | "already_linked";

/** Postgres unique_violation, however deep the driver or Drizzle wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` in a transaction, and once more when it lost a race to a concurrent insert of
 * the same user or link (the second run then finds the row the other one created).
 */
async function withOneRetry<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction(work);
  }
}

async function findLinkBySubject(
  tx: Transaction,
  provider: OAuthProvider,
  subject: string,
): Promise<LinkedAccount | undefined> {
  const [link] = await tx
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.providerSubject, subject)))
    .limit(1);
  return link;
}

async function findLinkOfUser(
  tx: Transaction,
  userId: string,
  provider: OAuthProvider,
): Promise<LinkedAccount | undefined> {
  const [link] = await tx
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
    .limit(1);
  return link;
}

/** Keeps the email shown beside a linked account current. */
async function refreshLinkEmail(tx: Transaction, link: LinkedAccount, email: string) {
  if (link.email === email) return;
  await tx.update(linkedAccounts).set({ email }).where(eq(linkedAccounts.id, link.id));
}

/**
 * Registration does not prove ownership of the email, so a password set before the provider
 * proved it may be an attacker's (account pre-hijacking). The provider's proof wins: the password
 * and every session made with it are dropped; the owner can set a new password on /profile.
 */
async function dropUnprovenPassword(tx: Transaction, userId: string): Promise<void> {
  await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * The account a provider identity signs into: (1) the account it is linked to; else (2) the
 * account with the same email (case-insensitive; the provider verified it), which gets the
 * identity linked; else (3) a new account without password or capabilities.
 */
export function signInWithIdentity(
  db: Database,
  provider: OAuthProvider,
  identity: ProviderIdentity,
): Promise<SignInResult> {
  return withOneRetry(db, async (tx) => {
    const link = await findLinkBySubject(tx, provider, identity.subject);
    if (link) {
      // Refused before any write: a suspended account is left exactly as the operator left it.
      await assertAccountActive(tx, link.userId, { lock: true });
      await refreshLinkEmail(tx, link, identity.email);
      return { userId: link.userId, isNewUser: false, via: "linked_identity" };
    }

    const [existing] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .limit(1);
    if (existing) {
      // Before the link is made and the unproven password dropped, not after (the session's
      // own check would refuse too late: the account would already have changed).
      await assertAccountActive(tx, existing.id, { lock: true });
      if (await findLinkOfUser(tx, existing.id, provider)) {
        throw new OAuthFailure(
          `the account with this email is linked to another ${PROVIDER_PROFILES[provider].label} identity`,
        );
      }
      await tx.insert(linkedAccounts).values({
        userId: existing.id,
        provider,
        providerSubject: identity.subject,
        email: identity.email,
      });
      if (existing.passwordHash) await dropUnprovenPassword(tx, existing.id);
      return { userId: existing.id, isNewUser: false, via: "verified_email" };
    }

    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        passwordHash: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
      })
      .returning({ id: users.id });
    if (!created) throw new Error("insert into users returned no row");
    await tx.insert(linkedAccounts).values({
      userId: created.id,
      provider,
      providerSubject: identity.subject,
      email: identity.email,
    });
    return { userId: created.id, isNewUser: true, via: "new_account" };
  });
}

/**
 * Attaches a provider identity to a signed-in user. Refused when the identity belongs to
 * another account, or the user already has a different identity of this provider.
 */
export async function linkIdentity(
  db: Database,
  userId: string,
  provider: OAuthProvider,
  identity: ProviderIdentity,
): Promise<LinkResult> {
  try {
    return await db.transaction(async (tx) => {
      const link = await findLinkBySubject(tx, provider, identity.subject);
      if (link) {
        if (link.userId !== userId) return "already_linked";
        await refreshLinkEmail(tx, link, identity.email);
        return "linked";
      }
      if (await findLinkOfUser(tx, userId, provider)) return "already_linked";
      await tx.insert(linkedAccounts).values({
        userId,
        provider,
        providerSubject: identity.subject,
        email: identity.email,
      });
      return "linked";
    });
  } catch (error) {
    // A concurrent link of the same identity or provider won the race.
    if (isUniqueViolation(error)) return "already_linked";
    throw error;
  }
}

/** 409 when the user already has this provider linked (POST /api/auth/link-account). */
export async function assertNotLinked(
  db: Database,
  userId: string,
  provider: OAuthProvider,
): Promise<void> {
  const [link] = await db
    .select({ id: linkedAccounts.id })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
    .limit(1);
  if (link) {
    throw new HttpError(409, `Your ${PROVIDER_PROFILES[provider].label} account is already linked`);
  }
}

export const LAST_SIGN_IN_METHOD_MESSAGE =
  "You can't remove your only way to sign in. Set a password or link another account first.";

/**
 * Removes the user's link to a provider, unless it is their last way to sign in (no password
 * and no other link). The user row is locked so two concurrent unlinks cannot both pass.
 */
export async function unlinkProvider(
  db: Database,
  userId: string,
  provider: string,
  label: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new HttpError(401, "Authentication required");

    const links = await tx
      .select({ id: linkedAccounts.id, provider: linkedAccounts.provider })
      .from(linkedAccounts)
      .where(eq(linkedAccounts.userId, userId));
    const target = links.find((link) => link.provider === provider);
    if (!target) throw new HttpError(404, `No linked ${label} account`);
    if (user.passwordHash === null && links.length === 1) {
      throw new HttpError(400, LAST_SIGN_IN_METHOD_MESSAGE);
    }
    await tx.delete(linkedAccounts).where(eq(linkedAccounts.id, target.id));
  });
}
