import {
  applicationRequestSchema,
  JOB_DATE_IN_PAST_MESSAGE,
  type ApplicationDto,
  type ApplicationRequest,
  type JobDto,
} from "@skyhire/shared";
import { resolverFrom, type FormValidation } from "../formResolver";
import { endOfLocalDayIso, isPastDay, toDateInput } from "../jobDates";
import { centsToDollarsText, dollarsToCents } from "../jobMoney";

/** A proposal as typed: the price in whole dollars, the day as a date input. */
export type ApplicationFormValues = { quote: string; proposedDate: string; message: string };
type Field = keyof ApplicationFormValues;
const FIELDS: readonly Field[] = ["quote", "proposedDate", "message"];

/**
 * Where the form starts: the pilot's own proposal when editing; for a new one the client's
 * budget and the job's deadline (when still ahead), which the pilot then adjusts.
 */
export function applicationDefaults(
  job: Pick<JobDto, "budget" | "deadline">,
  application?: Pick<ApplicationDto, "quote" | "proposedDate" | "message"> | null,
  now: Date = new Date(),
): ApplicationFormValues {
  if (application) {
    return {
      quote: centsToDollarsText(application.quote),
      proposedDate: toDateInput(application.proposedDate),
      message: application.message ?? "",
    };
  }
  const deadline = toDateInput(job.deadline);
  return {
    quote: centsToDollarsText(job.budget),
    proposedDate: deadline && !isPastDay(deadline, now) ? deadline : "",
    message: "",
  };
}

export function toApplicationPayload(values: ApplicationFormValues): Record<string, unknown> {
  return {
    quote: dollarsToCents(values.quote),
    proposedDate: endOfLocalDayIso(values.proposedDate),
    message: values.message,
  };
}

export function validateApplicationForm(
  values: ApplicationFormValues,
  now: Date = new Date(),
): FormValidation<Field, ApplicationRequest> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.quote.trim() === "") errors.quote = "Enter your price in whole dollars";
  if (!values.proposedDate) errors.proposedDate = "Choose the day you would fly";
  else if (isPastDay(values.proposedDate, now)) errors.proposedDate = JOB_DATE_IN_PAST_MESSAGE;
  const parsed = applicationRequestSchema.safeParse(toApplicationPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as Field;
      if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, payload: parsed.data };
}

export const applicationResolver = resolverFrom<ApplicationFormValues, ApplicationRequest>(
  (values) => validateApplicationForm(values),
);
export const APPLICATION_FIELDS = FIELDS;
