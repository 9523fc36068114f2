import type { AuditAction, AuditEntryDto } from "@skyhire/shared";

/** The audit log's actions as the operator reads them. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  user_suspend: "Suspended account",
  user_reinstate: "Reinstated account",
  job_hide: "Hid job",
  job_restore: "Restored job",
  report_dismiss: "Dismissed report",
  report_action: "Acted on report",
  dispute_resolve: "Resolved dispute",
  credential_approve: "Approved credential",
  credential_reject: "Rejected credential",
  background_job_retry: "Retried background job",
};

export const TARGET_LABELS = {
  user: "Account",
  job: "Job",
  report: "Report",
  dispute: "Dispute",
  credential: "Credential",
  background_job: "Background job",
} as const;

/** Where the operator opens an entry's target, when it has a page of its own. */
export function auditTargetLink(entry: AuditEntryDto): string | null {
  switch (entry.targetType) {
    case "user":
      return `/admin/users/${entry.targetId}`;
    case "dispute":
      return `/admin/disputes/${entry.targetId}`;
    default:
      return null;
  }
}
