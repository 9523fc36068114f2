import type { ApplicationDto } from "@skyhire/shared";

export const APPLICANT_SORTS = [
  { id: "price", label: "Lowest price" },
  { id: "rating", label: "Highest rated" },
  { id: "distance", label: "Closest" },
  { id: "date", label: "Earliest date" },
] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number]["id"];

export function isApplicantSort(value: string | null): value is ApplicantSort {
  return APPLICANT_SORTS.some((s) => s.id === value);
}

const STATUS_ORDER: Record<string, number> = { accepted: 0, pending: 1, rejected: 2, withdrawn: 3 };
const last = Number.POSITIVE_INFINITY;
const time = (iso: string | null) => (iso ? new Date(iso).getTime() : last);

/** Smaller is better for each sort; unknown values go last. */
function sortValue(app: ApplicationDto, sort: ApplicantSort): number {
  switch (sort) {
    case "price":
      return app.quote;
    case "rating":
      return app.pilot?.rating != null ? -app.pilot.rating : last;
    case "distance":
      return app.pilot?.distanceMiles ?? last;
    case "date":
      return time(app.proposedDate);
  }
}

/**
 * The hired pilot first, then proposals still open, then the closed ones; within each, by the
 * chosen sort, ties by who applied first.
 */
export function sortApplicants(
  applications: readonly ApplicationDto[],
  sort: ApplicantSort,
): ApplicationDto[] {
  return [...applications].sort(
    (a, b) =>
      (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9) ||
      sortValue(a, sort) - sortValue(b, sort) ||
      time(a.createdAt) - time(b.createdAt),
  );
}

export type Highlight = "Lowest price" | "Top rated" | "Closest" | "Earliest date";

/**
 * Badges that make a comparison quick: which pending proposal is cheapest, best rated,
 * closest and soonest. Only with two or more to compare, and only for a unique best.
 */
export function highlights(applications: readonly ApplicationDto[]): Map<string, Highlight[]> {
  const pending = applications.filter((a) => a.status === "pending");
  const result = new Map<string, Highlight[]>();
  if (pending.length < 2) return result;
  const mark = (label: Highlight, sort: ApplicantSort) => {
    const values = pending.map((a) => sortValue(a, sort));
    const best = Math.min(...values);
    if (!Number.isFinite(best)) return;
    const winners = pending.filter((_, i) => values[i] === best);
    if (winners.length !== 1) return;
    const id = winners[0]!.id;
    result.set(id, [...(result.get(id) ?? []), label]);
  };
  mark("Lowest price", "price");
  mark("Top rated", "rating");
  mark("Closest", "distance");
  mark("Earliest date", "date");
  return result;
}

/** "$50 under budget", "10% over budget", "On budget". */
export function budgetDeltaText(quoteCents: number, budgetCents: number): string {
  const delta = quoteCents - budgetCents;
  if (delta === 0) return "On budget";
  const dollars = Math.abs(delta) / 100;
  const percent = budgetCents > 0 ? Math.round((Math.abs(delta) / budgetCents) * 100) : null;
  const amount =
    percent !== null && percent >= 10
      ? `${percent}%`
      : `$${dollars.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
  return `${amount} ${delta < 0 ? "under" : "over"} budget`;
}
