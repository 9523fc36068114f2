import { insuranceRefusal, isoDateOf, part107Refusal, type CredentialStep } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { credentialsOnFile } from "./onFile";

/** What enforcement needs of a job. */
export interface JobDates {
  insuranceMinimumCents: number | null;
  dateFrom: Date | null;
  deadline: Date | null;
}

/**
 * The job's date for its insurance minimum: the start of its date window, else its deadline,
 * else (no date at all) the day of the check.
 */
export function jobDate(job: JobDates, now: Date): string {
  return isoDateOf(job.dateFrom ?? job.deadline ?? now);
}

/**
 * Applying (step "apply"), starting checkout and the hire itself (step "hire") need a verified,
 * current Part 107 (14 CFR 107.65) and, when the job has an insurance minimum, verified
 * insurance covering it on the job's date. Refused with 403 and the message naming what is
 * missing; checked again at every step, since a credential can lapse in between.
 */
export async function assertCredentialsAllow(
  db: Database | Transaction,
  pilotProfileId: string,
  job: JobDates,
  step: CredentialStep,
  now: Date,
): Promise<void> {
  const onFile = await credentialsOnFile(db, pilotProfileId);
  const refusal =
    part107Refusal(onFile.part107, isoDateOf(now), step) ??
    insuranceRefusal(
      onFile.insurance,
      { insuranceMinimumCents: job.insuranceMinimumCents, date: jobDate(job, now) },
      step,
    );
  if (refusal) throw new HttpError(403, refusal);
}
