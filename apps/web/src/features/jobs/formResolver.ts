import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** What a form's own validation answers: the request body, or a message per field. */
export type FormValidation<TFields extends string, TPayload> =
  { ok: true; payload: TPayload } | { ok: false; errors: Partial<Record<TFields, string>> };

/**
 * A react-hook-form resolver over a pure validate function, so a form validates (and is unit
 * tested) with plain data: what people type in, the request body out.
 */
export function resolverFrom<TValues extends FieldValues, TPayload>(
  validate: (values: TValues) => FormValidation<Extract<keyof TValues, string>, TPayload>,
): Resolver<TValues, unknown, TPayload> {
  return (values) => {
    const result = validate(values);
    if (result.ok) return { values: result.payload, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(result.errors)) {
      if (typeof message === "string") errors[field] = { type: "validation", message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
