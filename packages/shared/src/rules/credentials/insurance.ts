import type { IsoDate } from "./calendarDates";

/**
 * Liability insurance (industry practice, not an FAA rule): a certificate of insurance states
 * the insurer, the policy number, the per-occurrence limit and the policy period.
 */
export interface InsuranceCover {
  coverageCents: number;
  effectiveOn: IsoDate;
  expiresOn: IsoDate;
}

/** A policy is in force on `date` when it is inside its period, both ends included. */
export function insuranceInForce(cover: InsuranceCover, date: IsoDate): boolean {
  return cover.effectiveOn <= date && date <= cover.expiresOn;
}

/**
 * A job's insuranceMinimumCents means: per-occurrence coverage of at least that amount, in
 * force on the job's date.
 */
export function insuranceCoversJob(
  cover: InsuranceCover,
  job: { insuranceMinimumCents: number; date: IsoDate },
): boolean {
  return cover.coverageCents >= job.insuranceMinimumCents && insuranceInForce(cover, job.date);
}

/** "$1M", "$2.5M", "$500K", "$750": the short amount of a badge. */
export function shortDollars(cents: number): string {
  const dollars = cents / 100;
  const short = (value: number, suffix: string) =>
    `$${Number.isInteger(value) ? value : Number(value.toFixed(1))}${suffix}`;
  if (dollars >= 1_000_000) return short(dollars / 1_000_000, "M");
  if (dollars >= 1_000) return short(dollars / 1_000, "K");
  return `$${Math.round(dollars)}`;
}
