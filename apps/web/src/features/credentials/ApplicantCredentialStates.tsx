import type { ApplicantCredentials } from "@skyhire/shared";
import { CredentialBadgeList } from "./CredentialBadgeList";
import { CredentialStatePill } from "./CredentialStatePill";

/**
 * What the client compares of an applicant's credentials: the Part 107 and insurance states,
 * whether the insurance covers this job, and the public badges with their check dates.
 */
export function ApplicantCredentialStates({ credentials }: { credentials: ApplicantCredentials }) {
  const rows = [
    { label: "Part 107", state: credentials.part107 },
    { label: "Insurance", state: credentials.insurance },
  ];
  return (
    <div className="mt-3 space-y-2">
      <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd>
              {row.state ? (
                <CredentialStatePill state={row.state} />
              ) : (
                <span className="text-muted-foreground">none on file</span>
              )}
            </dd>
          </div>
        ))}
        {credentials.insuranceCoversJob !== null && (
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">Covers this job's minimum</dt>
            <dd className="font-semibold">{credentials.insuranceCoversJob ? "Yes" : "No"}</dd>
          </div>
        )}
      </dl>
      <CredentialBadgeList credentials={credentials.badges} />
    </div>
  );
}
