import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import * as client from "openid-client";
import type { OAuthProvider } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { oauthFlows, type OAuthFlow } from "../../db/schema";

/** A sign-in attempt must come back from the provider within this time. */
export const FLOW_TTL_MS = 10 * 60 * 1000;

export type FlowMode = OAuthFlow["mode"];

/** 32 random bytes in base64url: always 43 characters of [A-Za-z0-9_-]. */
const FLOW_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedFlowId(value: unknown): value is string {
  return typeof value === "string" && FLOW_ID_PATTERN.test(value);
}

function newFlowId(): string {
  return randomBytes(32).toString("base64url");
}

function expiry(now: Date): Date {
  return new Date(now.getTime() + FLOW_TTL_MS);
}

/**
 * Stores a new attempt with fresh state, nonce and PKCE verifier. Sign-in attempts start at
 * once; link attempts wait for `startLinkFlow`. Expired attempts of anyone are swept here.
 */
export async function createFlow(
  db: Database,
  input: { provider: OAuthProvider; mode: FlowMode; linkUserId?: string },
  now: Date,
): Promise<OAuthFlow> {
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
  const [flow] = await db
    .insert(oauthFlows)
    .values({
      id: newFlowId(),
      provider: input.provider,
      mode: input.mode,
      linkUserId: input.linkUserId ?? null,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      startedAt: input.mode === "signin" ? now : null,
      createdAt: now,
      expiresAt: expiry(now),
    })
    .returning();
  if (!flow) throw new Error("insert into oauth_flows returned no row");
  return flow;
}

/**
 * Starts a link attempt made by POST /api/auth/link-account, once, and only for the user who
 * made it (so a link URL sent to someone else cannot attach their identity to this account).
 * The id is replaced, so the one that travelled in the URL is worthless afterwards.
 */
export async function startLinkFlow(
  db: Database,
  input: { flowId: string; provider: OAuthProvider; userId: string },
  now: Date,
): Promise<OAuthFlow | null> {
  if (!isWellFormedFlowId(input.flowId)) return null;
  const [flow] = await db
    .update(oauthFlows)
    .set({ id: newFlowId(), startedAt: now, expiresAt: expiry(now) })
    .where(
      and(
        eq(oauthFlows.id, input.flowId),
        eq(oauthFlows.provider, input.provider),
        eq(oauthFlows.mode, "link"),
        eq(oauthFlows.linkUserId, input.userId),
        isNull(oauthFlows.startedAt),
        gt(oauthFlows.expiresAt, now),
      ),
    )
    .returning();
  return flow ?? null;
}

/**
 * Removes and returns the started attempt behind the browser's cookie: each attempt can be
 * completed once. The caller checks `expiresAt` (an expired attempt still tells the mode).
 */
export async function takeFlow(
  db: Database,
  input: { flowId: string; provider: OAuthProvider },
): Promise<OAuthFlow | null> {
  if (!isWellFormedFlowId(input.flowId)) return null;
  const [flow] = await db
    .delete(oauthFlows)
    .where(
      and(
        eq(oauthFlows.id, input.flowId),
        eq(oauthFlows.provider, input.provider),
        isNotNull(oauthFlows.startedAt),
      ),
    )
    .returning();
  return flow ?? null;
}

/**
 * Keeps a form_post authorization response (Apple) on the attempt its state names, once.
 * The browser's SameSite=Lax cookie is not sent with that cross-site POST, so the response is
 * completed by the GET the browser is redirected to next, which does carry the cookie.
 */
export async function recordFormPostResponse(
  db: Database,
  input: { provider: OAuthProvider; state: string; params: Record<string, string> },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(oauthFlows)
    .set({ callbackParams: input.params })
    .where(
      and(
        eq(oauthFlows.provider, input.provider),
        eq(oauthFlows.state, input.state),
        isNotNull(oauthFlows.startedAt),
        isNull(oauthFlows.callbackParams),
        gt(oauthFlows.expiresAt, now),
      ),
    )
    .returning({ id: oauthFlows.id });
  return rows.length > 0;
}
