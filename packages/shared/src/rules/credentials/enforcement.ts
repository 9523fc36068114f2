import type { IsoDate } from "./calendarDates";
import { credentialUsable, type CredentialReviewStatus } from "./displayState";
import { insuranceCoversJob, shortDollars } from "./insurance";

/** The pilot's latest submission of each credential, as enforcement reads it. */
export interface Part107OnFile {
  reviewStatus: CredentialReviewStatus;
  validThrough: IsoDate;
}
export interface InsuranceOnFile {
  reviewStatus: CredentialReviewStatus;
  coverageCents: number;
  effectiveOn: IsoDate;
  expiresOn: IsoDate;
}

export type CredentialStep = "apply" | "hire";

const WHERE = "Add it under Credentials in your pilot profile.";

/**
 * 14 CFR 107.65: the pilot must be current today. The message names what is missing; at the
 * hire it speaks to the client about the pilot.
 */
export function part107Refusal(
  part107: Part107OnFile | null,
  today: IsoDate,
  step: CredentialStep,
): string | null {
  if (part107 && credentialUsable(part107, today)) {
    return null;
  }
  if (step === "hire") {
    return "This pilot's Part 107 certificate is not verified and current any more, so they can't be hired right now.";
  }
  if (!part107) return `Applying needs a verified, current Part 107 certificate. ${WHERE}`;
  if (part107.reviewStatus === "pending") {
    return "Your Part 107 certificate is still pending review. You can apply once an operator has verified it.";
  }
  if (part107.reviewStatus === "rejected") {
    return `Your Part 107 certificate was rejected. Upload it again under Credentials in your pilot profile.`;
  }
  return `Your Part 107 currency ended on ${part107.validThrough}: pass the recurrent training and update the date under Credentials in your pilot profile.`;
}

/** A job with an insurance minimum needs verified coverage of that amount on the job's date. */
export function insuranceRefusal(
  insurance: InsuranceOnFile | null,
  job: { insuranceMinimumCents: number | null; date: IsoDate },
  step: CredentialStep,
): string | null {
  if (job.insuranceMinimumCents === null) return null;
  const minimum = job.insuranceMinimumCents;
  if (
    insurance?.reviewStatus === "verified" &&
    insuranceCoversJob(insurance, { insuranceMinimumCents: minimum, date: job.date })
  ) {
    return null;
  }
  const needs = `This job needs liability insurance of at least ${shortDollars(minimum)} per occurrence in force on ${job.date}`;
  if (step === "hire") return `${needs}, and this pilot's verified insurance does not cover it.`;
  if (!insurance) return `${needs}. ${WHERE}`;
  if (insurance.reviewStatus === "pending") {
    return `${needs}: your certificate of insurance is still pending review.`;
  }
  if (insurance.reviewStatus === "rejected") {
    return `${needs}: your certificate of insurance was rejected. Upload it again under Credentials in your pilot profile.`;
  }
  if (insurance.coverageCents < minimum) {
    return `${needs}: your verified insurance covers ${shortDollars(insurance.coverageCents)}.`;
  }
  return `${needs}: your verified policy runs from ${insurance.effectiveOn} to ${insurance.expiresOn}.`;
}
