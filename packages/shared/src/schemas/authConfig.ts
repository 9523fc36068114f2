import { z } from "zod";

/** GET /api/auth/config (spec sections 3 and 7): what the login screen may offer. */
export const authConfigResponseSchema = z.object({
  providers: z.array(z.enum(["local", "google", "apple"])),
  endpoints: z.record(z.string(), z.string()),
  features: z.record(z.string(), z.boolean()),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponseSchema>;
