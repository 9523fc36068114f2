import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";

/**
 * What a person saw stays readable offline: their jobs and job details (with the delivery and
 * applications), the schedule and dashboard (built from their jobs), conversations and
 * notifications, and who they are. Nothing else is written to the device.
 */
const SAVED_QUERIES = [
  /^\/api\/auth\/user$/,
  /^\/api\/jobs(\/|$)/, // not the job board, /api/jobs?<filters>
  /^\/api\/applications\/pilot\//,
  /^\/api\/conversations(\/|$)/,
  /^\/api\/notifications(\/|$)/,
  /^\/api\/properties\/summary$/,
  /^\/api\/equipment\/main$/,
];

export function isSavedQuery(query: Pick<Query, "queryKey">): boolean {
  const [first] = query.queryKey;
  return typeof first === "string" && SAVED_QUERIES.some((pattern) => pattern.test(first));
}

const STORAGE_KEY = "skyhire-saved";
/** The account whose saved data a page opened offline shows (the last one signed in here). */
const ACCOUNT_KEY = "skyhire-saved-account";
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bumped when the saved shape changes, so older saves are dropped rather than misread. */
const BUSTER = "1";

let account: string | null = null;

type SavedClient = { buster: string; timestamp: number; clientState: DehydratedState };

const storageKey = (id: string) => `${STORAGE_KEY}:${id}`;

/** What the account saved, when it is recent enough and of this shape. */
export function readSaved(id: string, now = Date.now()): DehydratedState | null {
  const raw = localStorage.getItem(storageKey(id));
  if (!raw) return null;
  let saved: Partial<SavedClient>;
  try {
    saved = JSON.parse(raw) as Partial<SavedClient>;
  } catch {
    return null;
  }
  if (saved.buster !== BUSTER || !saved.clientState) return null;
  if (typeof saved.timestamp !== "number" || now - saved.timestamp > MAX_AGE_MS) return null;
  return saved.clientState;
}

/** At most this many answers are kept (the most recently fetched). */
const MAX_SAVED_QUERIES = 200;

/**
 * The cache drops what no screen has used for a few minutes; the save keeps it (a job opened
 * this morning stays readable), up to the age and count limits. The cache's copy wins.
 */
export function keepEarlier(
  current: DehydratedState,
  earlier: DehydratedState | null,
  now = Date.now(),
): DehydratedState["queries"] {
  const inCache = new Set(current.queries.map((q) => q.queryHash));
  const kept = (earlier?.queries ?? []).filter(
    (q) => !inCache.has(q.queryHash) && now - q.state.dataUpdatedAt <= MAX_AGE_MS,
  );
  return [...current.queries, ...kept]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_SAVED_QUERIES);
}

/** Writes the listed queries of the signed-in account, at most once a second. */
let scheduleSave = () => {};

function saveWhenChanged(queryClient: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!account) return;
    const now = Date.now();
    const current = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && isSavedQuery(query),
      shouldDehydrateMutation: () => false,
    });
    const clientState = { ...current, queries: keepEarlier(current, readSaved(account), now) };
    const saved: SavedClient = { buster: BUSTER, timestamp: now, clientState };
    try {
      localStorage.setItem(storageKey(account), JSON.stringify(saved));
    } catch (error) {
      console.warn("Could not save data for offline use", error);
    }
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated") return;
    if (!isSavedQuery(event.query)) return;
    scheduleSave();
  });
  scheduleSave = () => {
    timer ??= setTimeout(save, 1_000);
  };
  // Leaving the page (a reload, another address) must not lose the last second's answers.
  window.addEventListener("pagehide", () => {
    if (timer !== undefined) save();
  });
}

/**
 * TanStack Query's own dehydrate and hydrate, kept in localStorage per account. Starts saving
 * what the listed queries hold; when the page opens offline, first puts back what the last
 * account signed in on this device saved (online, the server answers instead).
 */
export function startSavedData(queryClient: QueryClient): void {
  try {
    if (!navigator.onLine) {
      account = localStorage.getItem(ACCOUNT_KEY);
      const saved = account ? readSaved(account) : null;
      if (saved) hydrate(queryClient, saved);
    }
  } catch (error) {
    console.warn("Saved data could not be read", error);
  }
  saveWhenChanged(queryClient);
}

/** The signed-in account (from the current-user answer): its data is saved under its id. */
export function saveDataFor(userId: string): void {
  if (account === userId) return;
  account = userId;
  // What loaded before the account was known is saved now.
  scheduleSave();
  try {
    localStorage.setItem(ACCOUNT_KEY, userId);
  } catch {
    // Storage full or refused: the app works, only offline reading is lost.
  }
}

/** At sign-out (or when the server no longer knows the session): the account's data goes. */
export function forgetSavedData(): void {
  try {
    const saved = account ?? localStorage.getItem(ACCOUNT_KEY);
    account = null;
    if (saved) localStorage.removeItem(storageKey(saved));
    localStorage.removeItem(ACCOUNT_KEY);
  } catch {
    // Nothing could be stored either.
  }
}
