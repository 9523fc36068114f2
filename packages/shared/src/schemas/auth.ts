import { z } from "zod";
import { storableText } from "./storableText";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../constants/product";
import { USER_TYPES } from "../constants/statuses";
import { clientProfileResponseSchema, pilotProfileResponseSchema } from "./onboarding";

const EMAIL_MESSAGE = "Please enter a valid email address";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(254, { error: EMAIL_MESSAGE }));

/** Spec section 5: at least 8 characters; no composition rules. The common-password check is server-side. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, {
    error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  })
  .max(MAX_PASSWORD_LENGTH, {
    error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  });

/** POST /api/auth/login (spec sections 3 and 5). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: "Password is required" }).max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/register; confirmPassword is checked in the browser and never sent. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: storableText().trim().min(1, { error: "First name is required" }).max(100),
  lastName: storableText().trim().min(1, { error: "Last name is required" }).max(100),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  newPassword: newPasswordSchema,
});

export const OAUTH_PROVIDERS = ["google", "apple"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export const linkAccountRequestSchema = z.object({ provider: oauthProviderSchema });

/** User as spec section 3 describes it, plus id and role. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES).nullable(),
  canFly: z.boolean(),
  canHire: z.boolean(),
  hasDualCapability: z.boolean(),
  isPart107Certified: z.boolean(),
  hasBusinessEntity: z.boolean(),
  role: z.enum(["user", "admin"]),
  profileImageUrl: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const linkedAccountSchema = z.object({
  provider: oauthProviderSchema,
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type LinkedAccountInfo = z.infer<typeof linkedAccountSchema>;

/**
 * GET /api/auth/user, and the body of sign-in, registration and onboarding answers.
 * `profile` is the pilot profile when userType is pilot, else the client profile (spec
 * section 3); both are also given separately for dual-capability users.
 */
export const currentUserResponseSchema = z.object({
  user: authUserSchema,
  profile: z.union([pilotProfileResponseSchema, clientProfileResponseSchema]).nullable(),
  pilotProfile: pilotProfileResponseSchema.nullable(),
  clientProfile: clientProfileResponseSchema.nullable(),
  linkedAccounts: z.array(linkedAccountSchema),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** Answers that only confirm something happened (logout, forgot/reset password). */
export const successResponseSchema = z.object({ success: z.literal(true) });
export const messageResponseSchema = z.object({ message: z.string() });
