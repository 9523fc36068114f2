import { REPORT_REASONS } from "@skyhire/shared";
import { FlagIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { DecideReportDialog } from "./DecideReportDialog";
import { useAdminReports } from "./moderationQueries";
import { Pager } from "./Pager";
import { ReportSummary } from "./ReportItem";

const STATUS_OPTIONS = [
  { value: "open", label: "Open" },
  { value: "actioned", label: "Acted on" },
  { value: "dismissed", label: "Dismissed" },
  { value: "all", label: "All" },
];
const TARGET_OPTIONS = [
  { value: "", label: "Anything" },
  { value: "job", label: "Jobs" },
  { value: "pilot", label: "Pilot profiles" },
  { value: "client", label: "Clients" },
  { value: "message", label: "Messages" },
];
const REASON_OPTIONS = [{ value: "", label: "Any reason" }, ...REPORT_REASONS];

/** The operators' queue of reports, open ones by default, newest first. */
export function ReportQueue() {
  const [status, setStatus] = useState("open");
  const [targetType, setTargetType] = useState("");
  const [reason, setReason] = useState("");
  const [page, setPage] = useState(1);
  const query = useAdminReports({ status, targetType, reason, page });
  const filter = (
    id: string,
    label: string,
    value: string,
    options: readonly { value: string; label: string }[],
    set: (value: string) => void,
  ) => (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        options={options}
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setPage(1);
        }}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-3">
        {filter("report-status", "Status", status, STATUS_OPTIONS, setStatus)}
        {filter("report-target", "Reported", targetType, TARGET_OPTIONS, setTargetType)}
        {filter("report-reason", "Reason", reason, REASON_OPTIONS, setReason)}
      </div>
      <QueryView query={query} errorMessage="We couldn't load the reports.">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={FlagIcon} title="No reports here">
              {status === "open"
                ? "Nothing is waiting for a decision."
                : "Reports appear here when someone reports a job, a profile or a message."}
            </EmptyState>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">
                {data.open} open · {data.total} in this view
              </p>
              <ul className="divide-y rounded-2xl border bg-card" aria-label="Reports">
                {data.items.map((report) => (
                  <li
                    key={report.id}
                    className="flex flex-wrap items-start justify-between gap-3 p-4"
                  >
                    <ReportSummary report={report} />
                    {report.status === "open" && (
                      <div className="flex shrink-0 gap-2">
                        <DecideReportDialog reportId={report.id} outcome="dismissed" />
                        <DecideReportDialog reportId={report.id} outcome="actioned" />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <Pager page={page} hasMore={data.hasMore} onPage={setPage} />
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
