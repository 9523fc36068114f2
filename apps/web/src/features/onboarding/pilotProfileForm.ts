import { pilotProfileRequestSchema, type PilotProfileRequest } from "@skyhire/shared";
import type { z } from "zod";
import type { Profile } from "@/features/auth/types";

/** The pilot form validates with the shared request schema; only the wording of rate errors is added. */
export const pilotProfileFormSchema = pilotProfileRequestSchema;
export type PilotProfileFormInput = z.input<typeof pilotProfileFormSchema>;

const RATE_FIELDS: Record<string, string> = {
  hourlyRateMin: "lowest",
  hourlyRateMax: "highest",
};

/**
 * Messages for the hourly rate fields, whose rules (whole dollars within limits) live in the
 * shared schema without texts. Used as the per-parse error map, so messages that the schema
 * defines itself still win.
 */
export function pilotFormErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  const field = String(issue.path?.[0] ?? "");
  const which = RATE_FIELDS[field];
  if (!which) return undefined;
  if (issue.code === "too_small") return `Rates start at $${String(issue.minimum)} an hour`;
  if (issue.code === "too_big") return `Rates go up to $${String(issue.maximum)} an hour`;
  if (
    issue.code === "invalid_type" &&
    typeof issue.input === "number" &&
    !Number.isNaN(issue.input)
  )
    return "Use whole dollars, without cents";
  return `Enter your ${which} hourly rate in dollars`;
}

/** Number inputs give strings: empty is "not given", anything else a number (NaN if unusable). */
export function parseRate(value: unknown): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  return typeof value === "number" ? value : Number(value);
}

/** Form defaults from an existing profile, so the form also edits. */
export function pilotFormDefaults(profile: Profile | null): PilotProfileFormInput {
  return {
    part107Number: profile?.part107Number ?? "",
    businessName: profile?.businessName ?? "",
    baseCity: profile?.baseCity ?? "",
    baseState: profile?.baseState ?? "",
    jobCategories: profile?.jobCategories ?? [],
    hourlyRateMin: profile?.hourlyRateMin ?? (undefined as unknown as number),
    hourlyRateMax: profile?.hourlyRateMax ?? (undefined as unknown as number),
    bio: profile?.bio ?? "",
  };
}

/** An empty bio is left out rather than sent as "". */
export function toPilotProfilePayload(values: PilotProfileRequest): PilotProfileRequest {
  const { bio, ...rest } = values;
  return bio ? { ...rest, bio } : rest;
}
