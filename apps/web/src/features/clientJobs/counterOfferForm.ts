import {
  counterOfferRequestSchema,
  JOB_DATE_IN_PAST_MESSAGE,
  type CounterOfferRequest,
} from "@skyhire/shared";
import { endOfLocalDayIso, isPastDay } from "@/features/jobs/jobDates";
import { dollarsToCents } from "@/features/jobs/jobMoney";

/** What the client types: whole dollars and a calendar day, either may be left empty. */
export type CounterOfferValues = { price: string; date: string; message: string };
export type CounterOfferField = keyof CounterOfferValues;

export type CounterOfferValidation =
  | { ok: true; offer: CounterOfferRequest }
  | { ok: false; errors: Partial<Record<CounterOfferField, string>> };

const FIELD_OF: Record<string, CounterOfferField> = {
  quote: "price",
  proposedDate: "date",
  message: "message",
};

/**
 * The counter-offer body, checked by the shared schema (its messages: "Counter price must be
 * whole dollars", "Propose a price, a date, or both") plus the server's no-past-dates rule.
 */
export function validateCounterOffer(
  values: CounterOfferValues,
  now: Date = new Date(),
): CounterOfferValidation {
  const day = values.date.trim();
  if (day && isPastDay(day, now)) return { ok: false, errors: { date: JOB_DATE_IN_PAST_MESSAGE } };
  const proposedDate = day ? endOfLocalDayIso(day) : null;
  if (day && !proposedDate) return { ok: false, errors: { date: "Pick a date" } };
  const result = counterOfferRequestSchema.safeParse({
    quote: dollarsToCents(values.price) ?? null,
    proposedDate,
    message: values.message.trim() || null,
  });
  if (result.success) return { ok: true, offer: result.data };
  const errors: Partial<Record<CounterOfferField, string>> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? "price";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
