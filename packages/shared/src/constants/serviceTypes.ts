/** Service type labels of spec section 9, in display order. */
export const SERVICE_TYPE_LABELS = [
  "Real Estate",
  "Wedding & Events",
  "Construction",
  "Agricultural",
  "Film & TV",
  "Commercial Inspection",
  "Sports & Recreation",
  "Insurance Claims",
  "Marketing & Advertising",
  "Emergency Services",
  "Environmental",
  "Mapping & Surveying",
] as const;

export type ServiceTypeLabel = (typeof SERVICE_TYPE_LABELS)[number];

/** Spec rule: the value is the lowercase label with ' & ' and spaces replaced by underscores. */
export function serviceTypeValue(label: string): string {
  return label.toLowerCase().replace(/ & /g, "_").replace(/ /g, "_");
}

export const SERVICE_TYPES = SERVICE_TYPE_LABELS.map((label) => ({
  label,
  value: serviceTypeValue(label),
}));

export const SERVICE_TYPE_VALUES = SERVICE_TYPES.map((t) => t.value) as [string, ...string[]];
