import { z } from "zod";

/** The one error shape every failing API response uses. */
export const apiErrorSchema = z.object({
  message: z.string(),
  requestId: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
