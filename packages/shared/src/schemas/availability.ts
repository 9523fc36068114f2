import { z } from "zod";

/** PATCH /api/pilot/availability (spec section 7). */
export const availabilityRequestSchema = z.object({ isAvailable: z.boolean() });
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

/** The pilot's availability after the change. */
export const availabilityResponseSchema = z.object({ isAvailable: z.boolean() });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const NO_PILOT_PROFILE_MESSAGE =
  "You don't have a pilot profile yet. Set up your pilot profile first.";
