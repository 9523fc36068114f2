import { z } from "zod";
import { pageParam, pageSizeParam } from "./paging";
import { JOB_STATUSES } from "../constants/statuses";
import { storableText } from "./storableText";

const dateTime = z.iso.datetime({ offset: true });
const page = pageParam;
const pageSize = pageSizeParam(20, 100);

export const MODERATION_REASON_MIN = 10;
export const MODERATION_REASON_MAX = 2000;
export const REPORT_NOTE_MAX = 2000;

/** What a person can report, and why (the report dialog's list). */
export const REPORT_TARGET_TYPES = ["job", "pilot", "client", "message"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = [
  { value: "spam", label: "Spam" },
  { value: "fraud", label: "Fraud or scam" },
  { value: "inappropriate", label: "Inappropriate content" },
  { value: "unsafe_flight", label: "Unsafe or illegal flight" },
  { value: "impersonation", label: "Impersonation" },
  { value: "other", label: "Other" },
] as const;
export const REPORT_REASON_VALUES = REPORT_REASONS.map((r) => r.value) as [
  (typeof REPORT_REASONS)[number]["value"],
  ...(typeof REPORT_REASONS)[number]["value"][],
];
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];
export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Every kind of operator action the audit log records. */
export const AUDIT_ACTIONS = [
  "user_suspend",
  "user_reinstate",
  "job_hide",
  "job_restore",
  "report_dismiss",
  "report_action",
  "dispute_resolve",
  "credential_approve",
  "credential_reject",
  "background_job_retry",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  "user",
  "job",
  "report",
  "dispute",
  "credential",
  "background_job",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const USER_NOT_FOUND_MESSAGE = "User not found";
export const REPORT_NOT_FOUND_MESSAGE = "Report not found";
export const REPORT_TARGET_NOT_FOUND_MESSAGE = "There is nothing to report there.";
export const REPORT_ALREADY_OPEN_MESSAGE =
  "You have already reported this. An operator will look at it.";
export const OWN_REPORT_MESSAGE = "You can't report yourself or your own things.";
export const REPORT_ALREADY_DECIDED_MESSAGE = "This report has already been decided.";
export const ALREADY_SUSPENDED_MESSAGE = "This account is already suspended.";
export const NOT_SUSPENDED_MESSAGE = "This account is not suspended.";
export const DELETED_ACCOUNT_MODERATION_MESSAGE =
  "This account was deleted by its owner: it can't be suspended or reinstated.";
export const OWN_ACCOUNT_MODERATION_MESSAGE = "Operators can't suspend their own account.";
export const OPERATOR_SUSPENSION_MESSAGE = "Another operator's account can't be suspended here.";
export const JOB_ALREADY_HIDDEN_MESSAGE = "This job is already hidden.";
export const JOB_NOT_HIDDEN_MESSAGE = "This job is not hidden.";

const reasonText = storableText()
  .trim()
  .min(MODERATION_REASON_MIN, `Give a reason of at least ${MODERATION_REASON_MIN} characters`)
  .max(MODERATION_REASON_MAX, `Keep the reason under ${MODERATION_REASON_MAX} characters`);

/** POST /api/admin/users/{id}/suspend, /reinstate, /api/admin/jobs/{id}/hide, /restore. */
export const moderationReasonRequestSchema = z.object({ reason: reasonText });
export type ModerationReasonRequest = z.infer<typeof moderationReasonRequestSchema>;

export const adminUsersQuerySchema = z.object({
  q: storableText().trim().max(200).optional(),
  status: z.enum(["all", "active", "suspended"]).default("all"),
  page,
  pageSize,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["user", "admin"]),
  canFly: z.boolean(),
  canHire: z.boolean(),
  suspendedAt: dateTime.nullable(),
  createdAt: dateTime,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

const reportPartySchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const adminReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  /** What the operator sees of the target: a job's title, a person's name, a message's text. */
  targetLabel: z.string(),
  /** Where the operator opens the target in the web app. */
  targetLink: z.string().nullable(),
  targetUser: reportPartySchema.nullable(),
  reporter: reportPartySchema,
  reason: z.enum(REPORT_REASON_VALUES),
  note: z.string(),
  status: z.enum(REPORT_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: dateTime.nullable(),
  createdAt: dateTime,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema.extend({
    suspensionReason: z.string().nullable(),
    pilotProfileId: z.uuid().nullable(),
    clientProfileId: z.uuid().nullable(),
    companyName: z.string().nullable(),
    businessName: z.string().nullable(),
  }),
  jobs: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.enum(JOB_STATUSES),
      hiddenAt: dateTime.nullable(),
      createdAt: dateTime,
    }),
  ),
  applications: z.array(
    z.object({
      id: z.uuid(),
      jobId: z.uuid(),
      jobTitle: z.string(),
      status: z.string(),
      quoteCents: z.number().int(),
      createdAt: dateTime,
    }),
  ),
  /** From the ledger, in cents. */
  money: z.object({
    paidCents: z.number().int(),
    refundedCents: z.number().int(),
    inEscrowCents: z.number().int(),
    earnedCents: z.number().int(),
    paidOutCents: z.number().int(),
    balanceCents: z.number().int(),
  }),
  disputes: z.array(
    z.object({
      id: z.uuid(),
      jobId: z.uuid(),
      jobTitle: z.string(),
      status: z.string(),
      createdAt: dateTime,
    }),
  ),
  credentials: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      reviewStatus: z.string(),
      submittedAt: dateTime,
    }),
  ),
  reports: z.array(adminReportSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const createReportRequestSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, "Choose what you report"),
  targetId: z.uuid("Not a valid id"),
  reason: z.enum(REPORT_REASON_VALUES, "Choose a reason"),
  note: storableText()
    .trim()
    .max(REPORT_NOTE_MAX, `Keep the note under ${REPORT_NOTE_MAX} characters`)
    .default(""),
});
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;
export type CreateReportInput = z.output<typeof createReportRequestSchema>;

/** What the reporter gets back: their own report, without the operator's view of the target. */
export const reportReceiptSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASON_VALUES),
  status: z.enum(REPORT_STATUSES),
  createdAt: dateTime,
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const adminReportsQuerySchema = z.object({
  status: z.enum([...REPORT_STATUSES, "all"]).default("open"),
  targetType: z.enum(REPORT_TARGET_TYPES).optional(),
  reason: z.enum(REPORT_REASON_VALUES).optional(),
  page,
  pageSize,
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;

export const adminReportsPageSchema = z.object({
  items: z.array(adminReportSchema),
  total: z.number().int(),
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

export const decideReportRequestSchema = z.object({
  outcome: z.enum(["dismissed", "actioned"], "Choose dismiss or act on"),
  note: reasonText,
});
export type DecideReportRequest = z.infer<typeof decideReportRequestSchema>;

const dayOrInstant = z.union([z.iso.date(), dateTime]);

export const adminAuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  operatorId: z.uuid("Not a valid id").optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.uuid("Not a valid id").optional(),
  /** From this day (UTC) or instant, inclusive. */
  from: dayOrInstant.optional(),
  /** To this day (UTC, the whole day) or instant, inclusive. */
  to: dayOrInstant.optional(),
  page,
  pageSize,
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  operator: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTime,
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const adminAuditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** Everyone who has acted, for the operator filter. */
  operators: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

/** Answer of POST /api/admin/jobs/{id}/hide and /restore. */
export const adminJobVisibilitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  hiddenAt: dateTime.nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminJobVisibility = z.infer<typeof adminJobVisibilitySchema>;
