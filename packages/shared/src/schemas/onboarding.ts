import { z } from "zod";
import { storableText } from "./storableText";
import { SERVICE_TYPE_VALUES } from "../constants/serviceTypes";

/**
 * FAA Remote Pilot Certificates (Part 107) carry a 7-digit certificate number, printed on the
 * card and shown in the FAA's airmen registry.
 */
export const PART107_NUMBER_PATTERN = /^\d{7}$/;
export const PART107_NUMBER_HELP =
  "The 7-digit certificate number printed on your FAA Remote Pilot Certificate (Part 107), for example 4123456.";
export const PART107_NUMBER_MESSAGE = "Enter the 7 digits of your Part 107 certificate number";

/** PUT /api/me/capabilities: what the user does on the platform (onboarding and settings). */
export const capabilitiesRequestSchema = z
  .object({ canFly: z.boolean(), canHire: z.boolean() })
  .refine((v) => v.canFly || v.canHire, {
    error: "Choose at least one: flying missions or hiring pilots",
    path: ["canFly"],
  });
export type CapabilitiesRequest = z.infer<typeof capabilitiesRequestSchema>;

const US_STATE = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "Use the two-letter state code, for example TX" });

/** PUT /api/profiles/pilot: creates or updates the caller's pilot profile. */
export const pilotProfileRequestSchema = z
  .object({
    part107Number: z
      .string()
      .trim()
      .regex(PART107_NUMBER_PATTERN, { error: PART107_NUMBER_MESSAGE }),
    businessName: storableText().trim().min(1, { error: "Business name is required" }).max(120),
    baseCity: storableText().trim().min(1, { error: "City is required" }).max(80),
    baseState: US_STATE,
    jobCategories: z
      .array(z.enum(SERVICE_TYPE_VALUES))
      .min(1, { error: "Pick at least one service you offer" })
      .max(12),
    hourlyRateMin: z.number().int().min(25).max(5000),
    hourlyRateMax: z.number().int().min(25).max(5000),
    bio: storableText().trim().max(2000).optional(),
  })
  .refine((v) => v.hourlyRateMax >= v.hourlyRateMin, {
    error: "The highest rate must be at least the lowest rate",
    path: ["hourlyRateMax"],
  });
export type PilotProfileRequest = z.infer<typeof pilotProfileRequestSchema>;

/** PUT /api/profiles/client: spec section 5's client checklist needs company name and location. */
export const clientProfileRequestSchema = z.object({
  companyName: storableText().trim().min(1, { error: "Company name is required" }).max(120),
  location: storableText().trim().min(1, { error: "Location is required" }).max(120),
  industry: storableText().trim().max(80).optional(),
  phone: storableText().trim().max(30).optional(),
});
export type ClientProfileRequest = z.infer<typeof clientProfileRequestSchema>;

/** A pilot profile as the API returns it (current-user response); rates in whole dollars. */
export const pilotProfileResponseSchema = z.object({
  id: z.string(),
  part107Number: z.string().nullable(),
  businessName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  jobCategories: z.array(z.string()),
  /** Equipment names. */
  equipment: z.array(z.string()),
  /** Service area labels, e.g. "Austin, TX (50 mi)". */
  serviceAreas: z.array(z.string()),
  isAvailable: z.boolean(),
  flightHours: z.number(),
  baseCity: z.string().nullable(),
  baseState: z.string().nullable(),
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
});
export type PilotProfileResponse = z.infer<typeof pilotProfileResponseSchema>;

/** A client profile as the API returns it. */
export const clientProfileResponseSchema = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ClientProfileResponse = z.infer<typeof clientProfileResponseSchema>;
