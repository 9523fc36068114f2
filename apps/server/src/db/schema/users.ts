import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRoleEnum, userTypeEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    /** Null for accounts that only sign in through a provider (and for seeded pilots). */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Null until onboarding asks whether the person mainly flies or hires. */
    userType: userTypeEnum("user_type"),
    canFly: boolean("can_fly").notNull().default(false),
    canHire: boolean("can_hire").notNull().default(false),
    isPart107Certified: boolean("is_part107_certified").notNull().default(false),
    hasBusinessEntity: boolean("has_business_entity").notNull().default(false),
    role: userRoleEnum("role").notNull().default("user"),
    profileImageUrl: text("profile_image_url"),
    /**
     * Set when the person deleted their account (features/account): the row stays, anonymized,
     * so the ledger, invoices and the other party's jobs, messages and reviews still point at
     * someone ("Deleted user"). Never cleared: a deleted account can't be restored or signed in.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * Set while an operator has suspended the account (features/moderation): no sign-in, no
     * session, no listing in search or on the board. Cleared on reinstatement.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** The operator's reason, shown to the person when they try to sign in. */
    suspensionReason: text("suspension_reason"),
    suspendedByUserId: uuid("suspended_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive uniqueness without the citext extension (PGlite lacks it by default).
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    // Search and the board leave suspended accounts out with `not in` over these few rows.
    index("users_suspended_idx")
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
