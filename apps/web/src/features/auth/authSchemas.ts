import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  registerRequestSchema,
} from "@skyhire/shared";
import { z } from "zod";

/**
 * Form schemas build on the shared request schemas, so each rule of spec section 5 has one
 * definition for the browser and the server. Only the confirmation fields are web-only.
 */
const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** Spec section 5, login. */
export const loginSchema = loginRequestSchema;
export type LoginValues = z.output<typeof loginSchema>;

/** Spec section 5, register. confirmPassword is checked here and never sent. */
export const registerSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export function toRegisterPayload({ confirmPassword: _unused, ...payload }: RegisterValues) {
  return payload;
}

/** /forgot-password. */
export const forgotPasswordSchema = forgotPasswordRequestSchema;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** /reset-password: the token comes from the link, the password from the form. */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/**
 * /profile, change or set a password. Accounts that already have a password must give it;
 * accounts created through Google or Apple set their first one without it.
 */
export function changePasswordSchema(hasPassword: boolean) {
  return changePasswordRequestSchema
    .extend({
      currentPassword: changePasswordRequestSchema.shape.currentPassword.unwrap(),
      confirmPassword: z.string(),
    })
    .refine((values) => !hasPassword || values.currentPassword.length > 0, {
      error: "Current password is required",
      path: ["currentPassword"],
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      error: PASSWORDS_DONT_MATCH,
      path: ["confirmPassword"],
    });
}
export type ChangePasswordValues = z.output<ReturnType<typeof changePasswordSchema>>;

export function toChangePasswordPayload(values: ChangePasswordValues, hasPassword: boolean) {
  return hasPassword
    ? { currentPassword: values.currentPassword, newPassword: values.newPassword }
    : { newPassword: values.newPassword };
}
