import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { jobDetailKey } from "@/features/jobs/jobQueries";
import { CONVERSATIONS_KEY } from "@/features/messages/messageQueries";
import { pilotProfileUrl } from "@/features/pilots/usePilotProfile";

/**
 * What a page people arrive on shows first (its largest paint: the job's title, the
 * conversation list, the pilot's cover image), by path. Without this the request leaves only
 * once the page's code has downloaded and rendered; asked for here, it travels alongside that
 * code and the session.
 */
const ENTRY_DATA: { path: RegExp; keys: (match: RegExpMatchArray) => QueryKey[] }[] = [
  { path: /^\/jobs\/([^/]+)\/?$/, keys: ([, id]) => [jobDetailKey(id!)] },
  { path: /^\/messages\/?$/, keys: () => [CONVERSATIONS_KEY] },
  { path: /^\/pilots\/([^/]+)\/?$/, keys: ([, id]) => [[pilotProfileUrl(id!)]] },
];

/** The query keys of the first data `path`'s page shows ([] for a page without any). */
export function entryDataKeys(path: string): QueryKey[] {
  return ENTRY_DATA.flatMap(({ path: pattern, keys }) => {
    const match = path.match(pattern);
    return match ? keys(match) : [];
  });
}

/** Starts the entry page's first data for `path`, if it has any (errors are left to the page). */
export function prefetchEntryData(queryClient: QueryClient, path: string): void {
  for (const queryKey of entryDataKeys(path)) void queryClient.prefetchQuery({ queryKey });
}
