import type { PageRow, SearchRow } from "./searchStatements";

/** A page of rows and the number of matches, capped at the count limit. */
export interface SearchPage {
  rows: SearchRow[];
  total: number;
  totalIsEstimate: boolean;
}

/** The page's pilots of a PageRow statement's answer (its row of nulls past the last match). */
export const pilotsOf = <Row extends PageRow>(rows: Row[]) =>
  rows.filter((row): row is Row & SearchRow => row.id !== null);

/**
 * A page and its count, capped at `countLimit` (null: never): past it, `total` is the limit
 * and `totalIsEstimate` is true ("100+").
 */
export function cappedPage(
  rows: SearchRow[],
  counted: number,
  countLimit: number | null,
): SearchPage {
  const capped = countLimit !== null && counted > countLimit;
  return { rows, total: capped ? countLimit : counted, totalIsEstimate: capped };
}

/** The page's pilots and the count of a PageRow statement's answer, capped at `countLimit`. */
export function pageOf(rows: PageRow[], countLimit: number | null): SearchPage {
  return cappedPage(pilotsOf(rows), Number(rows[0]?.total ?? 0), countLimit);
}

/**
 * A length written into a statement's text, rounded up to a power of two so the texts (each
 * prepared once per connection) stay few.
 */
export const powerOfTwoAtLeast = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));
