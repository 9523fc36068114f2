import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { PRODUCT_NAME } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { passwordResetTokens, sessions, users } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { findUserByEmail } from "../auth/accounts";
import { hashPassword } from "../auth/password";
import { assertAcceptableNewPassword } from "../auth/passwordPolicy";
import { generateToken, hashToken, isWellFormedToken } from "../auth/sessions";
import type { MailMessage } from "../mail/mailer";

/** A reset link works once, for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";
export const INVALID_RESET_LINK_MESSAGE =
  "This reset link is invalid or has expired. Request a new one.";
export const PASSWORD_RESET_DONE_MESSAGE =
  "Your password has been reset. You've been signed out everywhere; sign in with your new password.";

/** Stands in for a user id when the email has no account, so both paths run the same SQL. */
const NO_USER_ID = "00000000-0000-0000-0000-000000000000";

export function resetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetEmail(to: string, firstName: string, link: string): MailMessage {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const text = [
    `Hi ${firstName},`,
    "",
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    `Open this link within ${minutes} minutes to choose a new password:`,
    "",
    link,
    "",
    "The link works once. If you did not ask for this, ignore this email: your password stays",
    "as it is.",
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.
Open this link within ${minutes} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for this, ignore this email: your password stays as it is.</p>`;
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, text, html };
}

/**
 * Issues a reset link when the email has an account. The work (token, hash, one transaction)
 * is the same when it does not, and mail goes out in the background, so neither the answer
 * nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  log: FastifyBaseLogger,
  /** Where the link points: APP_URL, or the origin the request came to (plugins/origins.ts). */
  baseUrl: string,
): Promise<void> {
  const { db } = app;
  const now = app.now();
  const user = await findUserByEmail(db, email);
  const token = generateToken();
  const tokenHash = hashToken(token);

  await db.transaction(async (tx) => {
    // A new link supersedes older unused ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, user?.id ?? NO_USER_ID),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    // Housekeeping: this user's links that can no longer be used.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user?.id ?? NO_USER_ID),
          lt(passwordResetTokens.expiresAt, now),
        ),
      );
    if (user) {
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
    } else {
      await tx.execute(sql`select 1 from ${passwordResetTokens} where token_hash = ${tokenHash}`);
    }
  });

  if (!user) return;
  const link = resetLink(baseUrl, token);
  if (app.mailer.kind === "outbox") {
    // Without a mail server the operator is the only way the link can reach anyone.
    log.info({ link }, "Password reset link (no SMTP_URL set; see the outbox folder)");
  }
  app.sendMailInBackground(resetEmail(user.email, user.firstName, link), log);
}

/**
 * Sets a new password from a reset link. The token is consumed by one conditional UPDATE, so
 * two uses of the same link cannot both succeed; every session of the user is ended.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<void> {
  if (!isWellFormedToken(token)) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);
  // Before consuming the token, so a refused password does not burn the link.
  assertAcceptableNewPassword(password);
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!consumed) throw new HttpError(400, INVALID_RESET_LINK_MESSAGE);

    await tx.update(users).set({ passwordHash }).where(eq(users.id, consumed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, consumed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.userId, consumed.userId), isNull(passwordResetTokens.usedAt)),
      );
  });
}
