import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Only a hash of the cookie token is stored, so a database leak does not leak sessions. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const linkedAccounts = pgTable(
  "linked_accounts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** google, apple, ... */
    provider: text("provider").notNull(),
    /** The provider's stable user id ("sub"); emails can change, this cannot. */
    providerSubject: text("provider_subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("linked_accounts_provider_subject_unique").on(t.provider, t.providerSubject),
    // One identity per provider and user, so unlinking "google" is unambiguous.
    unique("linked_accounts_user_provider_unique").on(t.userId, t.provider),
    index("linked_accounts_user_id_idx").on(t.userId),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type LinkedAccount = typeof linkedAccounts.$inferSelect;

/** Single-use links for "forgot password"; like sessions, only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the link is used (or superseded); a used token never works again. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
