import { SERVICE_AREA_MAX_RADIUS_MILES, type ServiceAreaInput } from "@skyhire/shared";
import { z } from "zod";

export const PLACE_HINT = 'A city and state like "Austin, TX", or a 5-digit ZIP code.';
const PLACE_MESSAGE = 'Enter a city and state like "Austin, TX", or a 5-digit ZIP code';

/** "78701" is a ZIP code; "Round Rock, TX" a city and its state; anything else is unclear. */
export function parsePlace(text: string): { zip: string } | { city: string; state: string } | null {
  const cleaned = text.trim().replace(/\s+/g, " ");
  if (/^\d{5}$/.test(cleaned)) return { zip: cleaned };
  const comma = cleaned.lastIndexOf(",");
  if (comma <= 0) return null;
  const city = cleaned.slice(0, comma).trim();
  const state = cleaned
    .slice(comma + 1)
    .trim()
    .toUpperCase();
  return city && /^[A-Z]{2}$/.test(state) ? { city, state } : null;
}

/** The add-an-area form: one place field, the radius and an optional name. */
export const serviceAreaFormSchema = z.object({
  place: z
    .string()
    .trim()
    .min(1, { error: PLACE_MESSAGE })
    .refine((text) => parsePlace(text) !== null, { error: PLACE_MESSAGE }),
  radiusMiles: z
    .number({ error: "Enter how many miles you travel" })
    .int({ error: "Use whole miles" })
    .min(1, { error: "The radius is at least 1 mile" })
    .max(SERVICE_AREA_MAX_RADIUS_MILES, {
      error: `The radius is at most ${SERVICE_AREA_MAX_RADIUS_MILES} miles`,
    }),
  label: z.string().trim().max(80, { error: "Keep the name under 80 characters" }),
});
export type ServiceAreaFormInput = z.input<typeof serviceAreaFormSchema>;
export type ServiceAreaFormValues = z.output<typeof serviceAreaFormSchema>;

export const SERVICE_AREA_FORM_DEFAULTS: ServiceAreaFormInput = {
  place: "",
  radiusMiles: 50,
  label: "",
};

/** The API's shape of a new area. */
export function toServiceAreaInput(values: ServiceAreaFormValues): ServiceAreaInput {
  const place = parsePlace(values.place);
  if (!place) throw new Error("place validated before submit");
  return {
    ...place,
    radiusMiles: values.radiusMiles,
    ...(values.label ? { label: values.label } : {}),
  };
}

/** A saved area sent back as it is: its place, radius and name. */
export function savedAreaInput(area: {
  label: string;
  city: string;
  state: string;
  radiusMiles: number;
}): ServiceAreaInput {
  return { label: area.label, city: area.city, state: area.state, radiusMiles: area.radiusMiles };
}
