import { BUDGET_RANGES } from "@skyhire/shared";

/**
 * The index of a budget's range in BUDGET_RANGES, as the SQL function job_budget_range
 * (migration 0029) says it: the twin the tests check that function against. The board's
 * statement itself only names the filter's range (`BUDGET_RANGES.indexOf`).
 */
export function budgetRangeIndexOf(budgetCents: number): number {
  return BUDGET_RANGES.findIndex(
    (r) => budgetCents >= r.min * 100 && (r.max === null || budgetCents < r.max * 100),
  );
}
