import { z } from "zod";

export const NUL_TEXT_MESSAGE = "must not contain NUL characters";
export const MALFORMED_TEXT_MESSAGE = "must be well-formed Unicode text";

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored, or null when it can. PostgreSQL text refuses NUL (0x00) and a
 * lone UTF-16 surrogate has no UTF-8 form: both made the database throw, which answered 500.
 */
export function unstorableTextProblem(value: string): string | null {
  if (value.includes("\0")) return NUL_TEXT_MESSAGE;
  if (LONE_SURROGATE.test(value)) return MALFORMED_TEXT_MESSAGE;
  return null;
}

/**
 * z.string() for anything that is stored or reaches SQL: refuses NUL and lone surrogates with a
 * 400 that names the field. Takes z.string()'s own parameters (a custom "required" error).
 */
export function storableText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).superRefine((value, context) => {
    const problem = unstorableTextProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}
