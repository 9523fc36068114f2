import { REPORT_REASONS, type AdminReport } from "@skyhire/shared";
import { Link } from "wouter";
import { formatDateTime } from "@/features/checkout/money";
import { StatusPill } from "./StatusPill";

const TARGET_NAMES = { job: "Job", pilot: "Pilot profile", client: "Client", message: "Message" };
const STATUS_TONES = { open: "amber", dismissed: "muted", actioned: "green" } as const;
const STATUS_WORDS = { open: "Open", dismissed: "Dismissed", actioned: "Acted on" };

export const reasonLabel = (value: string) =>
  REPORT_REASONS.find((r) => r.value === value)?.label ?? value;

/** What a report says: the target, the reason and note, who sent it, and its outcome. */
export function ReportSummary({ report }: { report: AdminReport }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{reasonLabel(report.reason)}</span>
        <StatusPill tone={STATUS_TONES[report.status]}>{STATUS_WORDS[report.status]}</StatusPill>
      </p>
      <p className="text-sm break-words">
        {TARGET_NAMES[report.targetType]}: <q>{report.targetLabel}</q>
        {report.targetUser && (
          <>
            {" "}
            by{" "}
            {report.targetLink ? (
              <Link href={report.targetLink} className="font-medium text-brand-sky underline">
                {report.targetUser.name}
              </Link>
            ) : (
              report.targetUser.name
            )}
          </>
        )}
      </p>
      {report.note && <p className="text-sm break-words text-muted-foreground">{report.note}</p>}
      <p className="text-xs text-muted-foreground">
        Reported by {report.reporter.name} ({report.reporter.email}),{" "}
        {formatDateTime(report.createdAt)}
      </p>
      {report.decisionNote && (
        <p className="text-sm break-words">
          <span className="font-medium">Decision:</span> {report.decisionNote}
        </p>
      )}
    </div>
  );
}
