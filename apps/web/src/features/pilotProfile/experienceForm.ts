import { pilotExperienceRequestSchema, type PilotProfileDetail } from "@skyhire/shared";
import { z } from "zod";

const { flightHours, yearsExperience } = pilotExperienceRequestSchema.shape;

/** The API's rules, with flight hours required here (the form always sends them). */
export const experienceFormSchema = z.object({
  flightHours: flightHours.unwrap(),
  yearsExperience: yearsExperience,
});
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;
export type ExperienceFormValues = z.output<typeof experienceFormSchema>;

export function experienceDefaults(detail: PilotProfileDetail): ExperienceFormInput {
  return { flightHours: detail.flightHours, yearsExperience: detail.yearsExperience };
}

/** Number inputs give strings: empty years means "not said" (null), anything else a number. */
export function parseYears(value: unknown): number | null {
  if (value === "" || value === null || value === undefined) return null;
  return typeof value === "number" ? value : Number(value);
}
