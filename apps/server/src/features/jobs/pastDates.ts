import { JOB_DATE_IN_PAST_MESSAGE } from "@skyhire/shared";
import { HttpError, type FieldError } from "../../plugins/errors";

/**
 * 400 when any of the body's dates is before `now` (the app's clock): a job, a proposal or a
 * counter-offer can only be set for a time still to come. Schemas cannot check this: they have
 * no clock.
 */
export function refusePastDates(now: Date, dates: Record<string, string | null | undefined>): void {
  const past: FieldError[] = Object.entries(dates)
    .filter(([, value]) => value && new Date(value).getTime() < now.getTime())
    .map(([field]) => ({ path: `body.${field}`, message: JOB_DATE_IN_PAST_MESSAGE }));
  if (past.length > 0) throw new HttpError(400, JOB_DATE_IN_PAST_MESSAGE, past);
}
