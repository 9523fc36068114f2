/** Budget ranges of spec section 9, in whole US dollars; `max` is exclusive, null means no upper bound. */
export const BUDGET_RANGES = [
  { value: "under_200", label: "Under $200", min: 0, max: 200 },
  { value: "200_500", label: "$200 - $500", min: 200, max: 500 },
  { value: "500_1000", label: "$500 - $1000", min: 500, max: 1000 },
  { value: "1000_2000", label: "$1000 - $2000", min: 1000, max: 2000 },
  { value: "2000_plus", label: "$2000+", min: 2000, max: null },
] as const;

/** 'all' in a filter means no filter (spec section 9). */
export const ALL_FILTER = "all";
