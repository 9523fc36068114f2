/** The specialisations the footer links to (spec section 2 "Footer"), in display order. */
export const FOOTER_SPECIALIZATIONS = [
  { value: "real-estate", label: "Real Estate" },
  { value: "construction", label: "Construction" },
  { value: "wedding", label: "Weddings" },
  { value: "commercial", label: "Commercial" },
  { value: "agriculture", label: "Agriculture" },
] as const;

export function pilotsBySpecializationHref(value: string): string {
  return `/pilots?specialization=${encodeURIComponent(value)}`;
}

export function specializationLabel(value: string): string {
  return FOOTER_SPECIALIZATIONS.find((s) => s.value === value)?.label ?? value;
}
