import {
  DELETE_ACCOUNT_CONFIRMATION_WORD,
  DELETE_CONFIRMATION_MISMATCH_MESSAGE,
  DELETE_PASSWORD_REQUIRED_MESSAGE,
  deletionRefusalDetailsSchema,
  type DeletionBlocker,
} from "@skyhire/shared";
import { z } from "zod";
import { ApiError } from "@/lib/api";

/** The confirmation the dialog asks for; the server checks the same rules again. */
export function deleteAccountSchema(email: string, passwordRequired: boolean) {
  return z
    .object({ confirmation: z.string(), password: z.string() })
    .superRefine((values, context) => {
      const typed = values.confirmation.trim();
      if (
        typed !== DELETE_ACCOUNT_CONFIRMATION_WORD &&
        typed.toLowerCase() !== email.toLowerCase()
      ) {
        context.addIssue({
          code: "custom",
          path: ["confirmation"],
          message: DELETE_CONFIRMATION_MISMATCH_MESSAGE,
        });
      }
      if (passwordRequired && values.password === "") {
        context.addIssue({
          code: "custom",
          path: ["password"],
          message: DELETE_PASSWORD_REQUIRED_MESSAGE,
        });
      }
    });
}
export type DeleteAccountValues = z.infer<ReturnType<typeof deleteAccountSchema>>;

/** The reasons a refused deletion (409) lists, when the error carries them. */
export function refusalBlockers(error: unknown): DeletionBlocker[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const parsed = deletionRefusalDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.blockers : [];
}
