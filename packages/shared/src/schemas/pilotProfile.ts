import { z } from "zod";
import { storableText } from "./storableText";
import { equipmentItemSchema } from "./equipment";
import { pilotServiceAreaSchema } from "./pilots";

/** The two pictures of a pilot profile (spec section 5, "profile media"). */
export const PROFILE_IMAGE_KINDS = ["profile", "cover"] as const;
export type ProfileImageKind = (typeof PROFILE_IMAGE_KINDS)[number];

/** Phone photos are a few MB; 10 MB leaves room without letting a page load crawl. */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Types every browser shows (told by content, never by name); for the picker's `accept`. */
export const PROFILE_IMAGE_MIME_TYPES = ["image/jpeg", "image/png"] as const;
export const PROFILE_IMAGE_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

export function profileImageRefusedMessage(fileName: string): string {
  return `"${fileName}" isn't a JPEG or PNG image. Choose a photo saved as JPEG or PNG.`;
}
export function profileImageTooLargeMessage(fileName: string): string {
  return `"${fileName}" is larger than ${PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)} MB. Choose a smaller photo.`;
}
export const PROFILE_IMAGE_MISSING_MESSAGE = "Choose an image to upload.";
export const PROFILE_IMAGE_NOT_FOUND_MESSAGE = "Image not found";

export const profileImageKindParamsSchema = z.object({
  kind: z.enum(PROFILE_IMAGE_KINDS, { error: "The image is either profile or cover" }),
});
export const pilotImageParamsSchema = z.object({ id: z.uuid("Not a valid id") });

/** The widest radius a pilot may serve (the search table's limit). */
export const SERVICE_AREA_MAX_RADIUS_MILES = 500;
export const SERVICE_AREAS_MAX = 10;

const US_STATE = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: "Use the two-letter state code, for example TX" });

/** One area as the pilot enters it: a city and state, or a ZIP code, and how far they travel. */
export const serviceAreaInputSchema = z
  .object({
    /** What clients read; the place's own name ("Austin, TX") when left out. */
    label: storableText()
      .trim()
      .max(80, { error: "Keep the name under 80 characters" })
      .optional()
      .transform((value) => value || undefined),
    city: storableText().trim().max(80).optional(),
    state: US_STATE.optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: "Use a 5-digit ZIP code" })
      .optional(),
    radiusMiles: z
      .number({ error: "Enter how many miles you travel" })
      .int({ error: "Use whole miles" })
      .min(1, { error: "The radius is at least 1 mile" })
      .max(SERVICE_AREA_MAX_RADIUS_MILES, {
        error: `The radius is at most ${SERVICE_AREA_MAX_RADIUS_MILES} miles`,
      }),
  })
  .refine((area) => Boolean(area.zip) || (Boolean(area.city) && Boolean(area.state)), {
    error: "Enter a city and state, or a ZIP code",
    path: ["city"],
  });
export type ServiceAreaInput = z.input<typeof serviceAreaInputSchema>;

/** PUT /api/profiles/pilot/service-areas: the whole list, in the order clients see it. */
export const serviceAreasRequestSchema = z.object({
  areas: z
    .array(serviceAreaInputSchema)
    .max(SERVICE_AREAS_MAX, { error: `List at most ${SERVICE_AREAS_MAX} service areas` }),
});
export type ServiceAreasRequest = z.input<typeof serviceAreasRequestSchema>;

/** PATCH /api/profiles/pilot/experience: either or both. */
export const pilotExperienceRequestSchema = z.object({
  flightHours: z
    .number({ error: "Enter your flight hours" })
    .int({ error: "Use whole hours" })
    .min(0, { error: "Flight hours can't be negative" })
    .max(100_000, { error: "Flight hours go up to 100,000" })
    .optional(),
  yearsExperience: z
    .number({ error: "Enter your years of experience" })
    .int({ error: "Use whole years" })
    .min(0, { error: "Years can't be negative" })
    .max(80, { error: "Years go up to 80" })
    .nullable()
    .optional(),
});
export type PilotExperienceRequest = z.input<typeof pilotExperienceRequestSchema>;

/**
 * GET /api/profiles/pilot/me: the caller's whole pilot profile for the profile builder (the
 * current-user body only carries names and labels). Rates in whole dollars.
 */
export const pilotProfileDetailSchema = z.object({
  id: z.string(),
  part107Number: z.string().nullable(),
  businessName: z.string().nullable(),
  bio: z.string().nullable(),
  baseCity: z.string().nullable(),
  baseState: z.string().nullable(),
  jobCategories: z.array(z.string()),
  hourlyRateMin: z.number().nullable(),
  hourlyRateMax: z.number().nullable(),
  flightHours: z.number(),
  yearsExperience: z.number().nullable(),
  isAvailable: z.boolean(),
  profileImageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  equipment: z.array(equipmentItemSchema),
  /** What the pilot listed (empty until they do; search then uses the base city). */
  serviceAreas: z.array(pilotServiceAreaSchema),
});
export type PilotProfileDetail = z.infer<typeof pilotProfileDetailSchema>;
