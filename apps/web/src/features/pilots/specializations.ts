import type { ServiceTypeSlug } from "@skyhire/shared";

/**
 * The specialisations the footer links to (spec section 2 "Footer"), in display order. Each
 * slug is one of the shared SERVICE_TYPE_SLUG_ALIASES, which the directory and the server both
 * read as a service type.
 */
export const FOOTER_SPECIALIZATIONS = [
  { value: "real-estate", label: "Real Estate" },
  { value: "construction", label: "Construction" },
  { value: "wedding", label: "Weddings" },
  { value: "commercial", label: "Commercial" },
  { value: "agriculture", label: "Agriculture" },
] as const satisfies readonly { value: ServiceTypeSlug; label: string }[];

export function pilotsBySpecializationHref(value: string): string {
  return `/pilots?specialization=${encodeURIComponent(value)}`;
}
