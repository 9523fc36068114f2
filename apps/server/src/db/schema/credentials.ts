import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CERTIFICATE_TYPES,
  CREDENTIAL_KINDS,
  CREDENTIAL_REVIEW_STATUSES,
  CREDENTIAL_DECISIONS,
} from "@skyhire/shared";
import { createdAt, id, updatedAt } from "./columns";
import { pilotProfiles } from "./profiles";
import { users } from "./users";

export const credentialKindEnum = pgEnum("credential_kind", CREDENTIAL_KINDS);
export const credentialReviewStatusEnum = pgEnum(
  "credential_review_status",
  CREDENTIAL_REVIEW_STATUSES,
);
export const certificateTypeEnum = pgEnum("certificate_type", CERTIFICATE_TYPES);
export const credentialDecisionEnum = pgEnum("credential_decision", CREDENTIAL_DECISIONS);

/**
 * A pilot's latest submission of one credential (their Part 107 certificate, their certificate
 * of insurance): what they typed, the document stored through `app.storage`, and the operator's
 * review. One row per pilot and kind; a new submission replaces the fields and the document and
 * returns the row to `pending`. Every review is kept in credential_decisions.
 */
export const pilotCredentials = pgTable(
  "pilot_credentials",
  {
    id: id(),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    kind: credentialKindEnum("kind").notNull(),
    reviewStatus: credentialReviewStatusEnum("review_status").notNull().default("pending"),
    // Part 107 (14 CFR 107.61-107.65)
    certificateNumber: text("certificate_number"),
    certificateType: certificateTypeEnum("certificate_type"),
    issuedOn: date("issued_on", { mode: "string" }),
    lastTestOn: date("last_test_on", { mode: "string" }),
    // Insurance
    insurer: text("insurer"),
    policyNumber: text("policy_number"),
    coverageCents: integer("coverage_cents"),
    effectiveOn: date("effective_on", { mode: "string" }),
    /** The last day the credential is good for: currency end (Part 107) or policy expiry. */
    validThrough: date("valid_through", { mode: "string" }).notNull(),
    // The document, never served publicly.
    storedName: text("stored_name").notNull().unique(),
    fileName: text("file_name").notNull(),
    /** Detected from the content (magic bytes), never taken from the upload's header. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    /**
     * What the expiry task last moved the credential to ('current', 'expiring', 'expired') and
     * when it sent each reminder: claimed by conditional UPDATEs, so each happens once across
     * instances; a new submission clears them.
     */
    expiryState: text("expiry_state").notNull().default("current"),
    reminded30At: timestamp("reminded_30_at", { withTimezone: true }),
    reminded7At: timestamp("reminded_7_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pilot_credentials_pilot_kind_idx").on(t.pilotProfileId, t.kind),
    // The operator queue, oldest first.
    index("pilot_credentials_pending_idx")
      .on(t.submittedAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    // The expiry task's candidates.
    index("pilot_credentials_verified_valid_idx")
      .on(t.validThrough)
      .where(sql`${t.reviewStatus} = 'verified'`),
    check(
      "pilot_credentials_expiry_state_known",
      sql`${t.expiryState} in ('current', 'expiring', 'expired')`,
    ),
    check(
      "pilot_credentials_fields_of_kind",
      sql`(${t.kind} = 'part107' and ${t.certificateNumber} is not null and ${t.certificateType} is not null and ${t.lastTestOn} is not null)
        or (${t.kind} = 'insurance' and ${t.insurer} is not null and ${t.policyNumber} is not null and ${t.coverageCents} is not null and ${t.effectiveOn} is not null)`,
    ),
  ],
);

/** Every operator decision: who, when, what, on which document. Never updated or deleted. */
export const credentialDecisions = pgTable(
  "credential_decisions",
  {
    id: id(),
    credentialId: uuid("credential_id")
      .notNull()
      .references(() => pilotCredentials.id, { onDelete: "cascade" }),
    operatorUserId: uuid("operator_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decision: credentialDecisionEnum("decision").notNull(),
    reason: text("reason"),
    /** The document decided on: a later submission has another. */
    storedName: text("stored_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("credential_decisions_credential_idx").on(t.credentialId, t.createdAt)],
);

export type PilotCredential = typeof pilotCredentials.$inferSelect;
export type CredentialDecisionRow = typeof credentialDecisions.$inferSelect;
