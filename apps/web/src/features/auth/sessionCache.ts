import type { QueryClient } from "@tanstack/react-query";
import { toAuthSession, USER_QUERY_KEY } from "./authQueries";
import type { AuthSession } from "./types";

/**
 * Account endpoints answer with the current-user body: put it straight into the cache. When it
 * cannot be read, the cached user is refetched instead.
 */
export async function applySessionResponse(
  queryClient: QueryClient,
  body: unknown,
): Promise<AuthSession | null> {
  const session = toAuthSession(body);
  if (session) {
    queryClient.setQueryData(USER_QUERY_KEY, session);
    return session;
  }
  await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  return queryClient.getQueryData<AuthSession | null>(USER_QUERY_KEY) ?? null;
}
