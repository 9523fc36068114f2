import { SERVICE_TYPES, SERVICE_TYPE_VALUES, serviceTypeValue } from "./serviceTypes";

/**
 * Short slugs of the footer's Services links (`/pilots?specialization=...`, spec section 2) and
 * the service type value each one stands for.
 */
export const SERVICE_TYPE_SLUG_ALIASES = {
  "real-estate": "real_estate",
  construction: "construction",
  wedding: "wedding_events",
  commercial: "commercial_inspection",
  agriculture: "agricultural",
} as const satisfies Record<string, (typeof SERVICE_TYPE_VALUES)[number]>;

export type ServiceTypeSlug = keyof typeof SERVICE_TYPE_SLUG_ALIASES;

const KNOWN_VALUES = new Set<string>(SERVICE_TYPE_VALUES);

/**
 * A service type value from a value ("real_estate"), a footer slug ("real-estate") or a label
 * ("Real Estate"), case-insensitively; undefined when it names none.
 */
export function normalizeServiceType(input: string): string | undefined {
  const text = input.trim().toLowerCase();
  if (KNOWN_VALUES.has(text)) return text;
  const alias = (SERVICE_TYPE_SLUG_ALIASES as Record<string, string>)[text];
  if (alias) return alias;
  const fromLabel = serviceTypeValue(text).replace(/-/g, "_");
  return KNOWN_VALUES.has(fromLabel) ? fromLabel : undefined;
}

/** The display label of a service type value ("real_estate" -> "Real Estate"). */
export function serviceTypeLabel(value: string): string {
  return SERVICE_TYPES.find((t) => t.value === value)?.label ?? value;
}
