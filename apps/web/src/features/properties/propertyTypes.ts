/** Suggestions for the free-text property type; a client may write any other. */
export const PROPERTY_TYPE_SUGGESTIONS = [
  "Residential",
  "Multi-family",
  "Commercial",
  "Industrial",
  "Retail",
  "Land",
  "Farm or ranch",
  "Construction site",
  "Event venue",
] as const;
