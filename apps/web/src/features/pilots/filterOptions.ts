import { ALL_FILTER, BUDGET_RANGES, SERVICE_TYPES } from "@skyhire/shared";

export type Option = { value: string; label: string };

/** Service type select: 'all' first; no option has an empty value (spec section 5). */
export const SERVICE_OPTIONS: Option[] = [
  { value: ALL_FILTER, label: "All services" },
  ...SERVICE_TYPES.map(({ value, label }) => ({ value, label })),
];

/** Budget select: 'all' means no filter (spec section 9). */
export const BUDGET_OPTIONS: Option[] = [
  { value: ALL_FILTER, label: "Any budget" },
  ...BUDGET_RANGES.map(({ value, label }) => ({ value, label })),
];
