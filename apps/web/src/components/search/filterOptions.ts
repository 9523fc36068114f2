import { ALL_FILTER, BUDGET_RANGES, SERVICE_TYPES } from "@skyhire/shared";
import type { SelectOption as Option } from "@/components/ui/native-select";

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

/** "Within N mi" choices, plus "Anywhere" (the value 'all') where a search can go without a limit. */
export function radiusOptions(
  miles: readonly number[],
  { anywhere = false }: { anywhere?: boolean } = {},
): Option[] {
  const options = miles.map((m) => ({ value: String(m), label: `Within ${m} mi` }));
  return anywhere ? [...options, { value: ALL_FILTER, label: "Anywhere" }] : options;
}
