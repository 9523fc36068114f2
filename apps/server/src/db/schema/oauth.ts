import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { OAuthProvider } from "@skyhire/shared";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Google/Apple sign-in attempts in progress: what the callback must check (state, nonce) and
 * send (PKCE verifier). A row lives 10 minutes at most and is deleted when its callback runs.
 */
export const oauthFlows = pgTable(
  "oauth_flows",
  {
    /** Random 256-bit id; the browser holds it in the `skyhire_oauth` cookie. */
    id: text("id").primaryKey(),
    /** google or apple */
    provider: text("provider").$type<OAuthProvider>().notNull(),
    /** signin, or link (attach the identity to linkUserId) */
    mode: text("mode").$type<"signin" | "link">().notNull(),
    linkUserId: uuid("link_user_id").references(() => users.id, { onDelete: "cascade" }),
    state: text("state").notNull().unique(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    /**
     * Link flows are created by POST /api/auth/link-account and only start when the same
     * signed-in user opens the start URL; null until then. Sign-in flows start at once.
     */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Apple's form_post answer, kept until the browser comes back with its cookie. */
    callbackParams: jsonb("callback_params").$type<Record<string, string>>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oauth_flows_expires_at_idx").on(t.expiresAt)],
);

export type OAuthFlow = typeof oauthFlows.$inferSelect;
