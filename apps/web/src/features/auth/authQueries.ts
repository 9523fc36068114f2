import {
  CONFIG_STALE_TIME_MS,
  makeRequestId,
  REQUEST_ID_HEADER,
  USER_STALE_TIME_MS,
} from "@skyhire/shared";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { unwrapData } from "@/lib/api";
import type { AuthConfig, AuthSession, LinkedAccount, Profile, User } from "./types";

export const USER_QUERY_KEY = ["/api/auth/user"] as const;
export const CONFIG_QUERY_KEY = ["/api/auth/config"] as const;

/** A non-OK user/config answer: message 'HTTP {status}: {statusText}' (spec section 8). */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, statusText: string) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = "HttpError";
    this.status = status;
  }
}

function getJson(url: string): Promise<Response> {
  return fetch(url, {
    credentials: "include",
    headers: { Accept: "application/json", [REQUEST_ID_HEADER]: makeRequestId() },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Accepts `{ user, profile?, pilotProfile?, clientProfile?, linkedAccounts }`, optionally
 * wrapped in `{ data }`.
 */
export function toAuthSession(body: unknown): AuthSession | null {
  const payload = unwrapData(body);
  if (!isRecord(payload) || !isRecord(payload.user)) return null;
  const profileOf = (value: unknown) => (isRecord(value) ? (value as Profile) : null);
  const session: AuthSession = {
    user: payload.user as User,
    profile: profileOf(payload.profile),
    linkedAccounts: Array.isArray(payload.linkedAccounts)
      ? (payload.linkedAccounts as LinkedAccount[])
      : [],
  };
  // Left out (rather than null) when the server does not send them, so callers can fall back
  // to `profile`.
  if ("pilotProfile" in payload) session.pilotProfile = profileOf(payload.pilotProfile);
  if ("clientProfile" in payload) session.clientProfile = profileOf(payload.clientProfile);
  return session;
}

/** The signed-in user, or null when the server answers 401 (signed out). */
export async function fetchCurrentUser(): Promise<AuthSession | null> {
  const res = await getJson(USER_QUERY_KEY[0]);
  if (res.status === 401) return null;
  if (!res.ok) throw new HttpError(res.status, res.statusText);
  return toAuthSession(await res.json());
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const res = await getJson(CONFIG_QUERY_KEY[0]);
  if (!res.ok) throw new HttpError(res.status, res.statusText);
  const payload = unwrapData<Partial<AuthConfig>>(await res.json());
  return {
    providers: Array.isArray(payload?.providers) ? payload.providers : [],
    endpoints: isRecord(payload?.endpoints) ? (payload.endpoints as Record<string, string>) : {},
    features: isRecord(payload?.features) ? payload.features : {},
  };
}

/** Cached 5 minutes, never retried: a failure here should surface, not spin. */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: fetchCurrentUser,
  staleTime: USER_STALE_TIME_MS,
  retry: false,
});

export const configQueryOptions = queryOptions({
  queryKey: CONFIG_QUERY_KEY,
  queryFn: fetchAuthConfig,
  staleTime: CONFIG_STALE_TIME_MS,
});

/**
 * The session right after a sign-in or sign-up, asked of the server anew. A session request
 * still in flight was sent before it (a slow phone whose prerendered form was submitted before
 * the page's first answer came) and would say "signed out": it is cancelled, not joined, as
 * `invalidateQueries` would join it while the query has no answer yet.
 */
export async function refreshSession(queryClient: QueryClient): Promise<AuthSession | null> {
  await queryClient.cancelQueries({ queryKey: USER_QUERY_KEY });
  return queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
}

/**
 * `refreshSession` once a sign-in or sign-up succeeded: the person is signed in whatever this
 * answers, so a failure to load the session is logged and answers undefined (not known) rather
 * than stopping the way on; where to go then is the caller's rule.
 */
export function refreshSessionAfterSignIn(
  queryClient: QueryClient,
): Promise<AuthSession | null | undefined> {
  return refreshSession(queryClient).catch((error: unknown) => {
    console.error("Could not load the signed-in user:", error);
    return undefined;
  });
}
