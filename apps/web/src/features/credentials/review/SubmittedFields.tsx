import { shortDollars, type AdminCredential } from "@skyhire/shared";
import { formatCalendarDate } from "../credentialFormat";

/** What the pilot typed, to compare with the document. */
export function SubmittedFields({ credential: c }: { credential: AdminCredential }) {
  const rows: [string, string][] =
    c.kind === "part107"
      ? [
          ["Certificate number", c.certificateNumber ?? ""],
          ["Type", c.certificateType === "temporary" ? "Temporary" : "Permanent"],
          ...(c.issuedOn ? [["Issued", formatCalendarDate(c.issuedOn)] as [string, string]] : []),
          ["Latest test or training", c.lastTestOn ? formatCalendarDate(c.lastTestOn) : ""],
          ["Night operations", c.nightEligible ? "Yes (on or after 2021-04-06)" : "No"],
          ["Current through", formatCalendarDate(c.validThrough)],
        ]
      : [
          ["Insurer", c.insurer ?? ""],
          ["Policy number", c.policyNumber ?? ""],
          ["Per occurrence", c.coverageCents === null ? "" : shortDollars(c.coverageCents)],
          ["Effective", c.effectiveOn ? formatCalendarDate(c.effectiveOn) : ""],
          ["Expires", formatCalendarDate(c.validThrough)],
        ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
