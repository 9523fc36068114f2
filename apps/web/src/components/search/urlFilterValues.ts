/** Helpers shared by the screens that keep their filters in the address bar. */

/** A whole number of at least 1 from the query string, else null. */
export function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** `path` with this query string (no "?" when it is empty). */
export function hrefWithSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

/** A change of any filter but the page starts again from page 1. */
export function withFilterChange<F extends { page: number }>(
  filters: F,
  change: Partial<Omit<F, "page">>,
): F {
  return { ...filters, ...change, page: 1 };
}
