import { inArray } from "drizzle-orm";
import {
  credentialState,
  insuranceRefusal,
  isoDateOf,
  NO_CREDENTIAL_BADGES,
  type ApplicantCredentials,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { pilotCredentials } from "../../db/schema";
import { credentialBadgesOf } from "./badges";
import { jobDate, type JobDates } from "./enforce";
import { insuranceOnFile } from "./onFile";

/**
 * The client's applicant comparison: each applicant's Part 107 and insurance states, whether
 * their verified insurance covers this job on its date, and their public badges. States only:
 * no numbers, insurer or documents.
 */
export async function applicantCredentials(
  db: Database,
  pilotProfileIds: string[],
  job: JobDates,
  now: Date,
): Promise<Map<string, ApplicantCredentials>> {
  const result = new Map<string, ApplicantCredentials>();
  if (pilotProfileIds.length === 0) return result;
  const [rows, badges] = await Promise.all([
    db
      .select()
      .from(pilotCredentials)
      .where(inArray(pilotCredentials.pilotProfileId, pilotProfileIds)),
    credentialBadgesOf(db, pilotProfileIds, now),
  ]);
  const today = isoDateOf(now);
  for (const id of pilotProfileIds) {
    const part107 = rows.find((r) => r.pilotProfileId === id && r.kind === "part107");
    const insurance = rows.find((r) => r.pilotProfileId === id && r.kind === "insurance");
    const covers =
      job.insuranceMinimumCents === null
        ? null
        : insuranceRefusal(
            insurance ? insuranceOnFile(insurance) : null,
            { insuranceMinimumCents: job.insuranceMinimumCents, date: jobDate(job, now) },
            "hire",
          ) === null;
    result.set(id, {
      part107: part107 ? credentialState(part107, today) : null,
      insurance: insurance ? credentialState(insurance, today) : null,
      insuranceCoversJob: covers,
      badges: badges.get(id) ?? NO_CREDENTIAL_BADGES,
    });
  }
  return result;
}
