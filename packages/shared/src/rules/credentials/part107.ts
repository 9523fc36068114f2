import { addDays, endOfMonthAfter, earlierDate, type IsoDate } from "./calendarDates";

export const CERTIFICATE_TYPES = ["permanent", "temporary"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/**
 * 14 CFR 107.65: a remote pilot in command must have passed the initial knowledge test or
 * completed recurrent training within the previous 24 calendar months, counted to the end of
 * the 24th month: a test on 2024-11-10 keeps the pilot current through 2026-11-30.
 */
export const PART107_CURRENCY_MONTHS = 24;

/** 14 CFR 107.64: a temporary remote pilot certificate is valid 120 days from its issue. */
export const TEMPORARY_CERTIFICATE_DAYS = 120;

/**
 * 14 CFR 107.29 (as amended, effective 2021-04-06): night operations need the knowledge test or
 * training taken under the updated rules, available from this date.
 */
export const NIGHT_RULE_EFFECTIVE_DATE: IsoDate = "2021-04-06";

/** 107.65: the last day the pilot is current after a test or training on `lastTestOn`. */
export function part107CurrentThrough(lastTestOn: IsoDate): IsoDate {
  return endOfMonthAfter(lastTestOn, PART107_CURRENCY_MONTHS);
}

/** 107.64: the last day a temporary certificate issued on `issuedOn` is valid (day 120). */
export function temporaryCertificateValidThrough(issuedOn: IsoDate): IsoDate {
  return addDays(issuedOn, TEMPORARY_CERTIFICATE_DAYS);
}

/** 107.29: the test or training counts for night operations. */
export function nightEligible(lastTestOn: IsoDate): boolean {
  return lastTestOn >= NIGHT_RULE_EFFECTIVE_DATE;
}

export interface Part107Facts {
  certificateType: CertificateType;
  /** The issue date of a temporary certificate; not needed for a permanent one. */
  issuedOn: IsoDate | null;
  lastTestOn: IsoDate;
}

/**
 * The last day the pilot may fly under Part 107 on this certificate: the end of currency
 * (107.65), and for a temporary certificate also no later than its day 120 (107.64).
 */
export function part107ValidThrough(facts: Part107Facts): IsoDate {
  const temporaryEnd =
    facts.certificateType === "temporary" && facts.issuedOn
      ? temporaryCertificateValidThrough(facts.issuedOn)
      : null;
  return earlierDate(part107CurrentThrough(facts.lastTestOn), temporaryEnd) as IsoDate;
}

/** FAA remote pilot certificate numbers are 7 digits (a few older ones 6 to 8). */
export const CERTIFICATE_NUMBER_PATTERN = /^\d{6,8}$/;
