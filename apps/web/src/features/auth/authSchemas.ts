import { MIN_PASSWORD_LENGTH } from "@skyhire/shared";
import { z } from "zod";

const EMAIL_MESSAGE = "Please enter a valid email address";

/** Spec section 5, login. */
export const loginSchema = z.object({
  email: z.email({ error: EMAIL_MESSAGE }),
  password: z.string().min(1, { error: "Password is required" }),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Spec section 5, register. confirmPassword is checked here and never sent. */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, { error: "First name is required" }),
    lastName: z.string().trim().min(1, { error: "Last name is required" }),
    email: z.email({ error: EMAIL_MESSAGE }),
    password: z.string().min(MIN_PASSWORD_LENGTH, {
      error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    }),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterValues = z.infer<typeof registerSchema>;

export function toRegisterPayload({ confirmPassword: _unused, ...payload }: RegisterValues) {
  return payload;
}
