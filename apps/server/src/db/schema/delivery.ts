import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { jobs } from "./jobs";
import { users } from "./users";

export const jobFilePurposeEnum = pgEnum("job_file_purpose", ["deliverable", "dispute_evidence"]);

/**
 * A file stored for a job under DATA_DIR (through the storage interface). `storedName` is
 * generated; the original name is only shown and used in Content-Disposition.
 */
export const jobFiles = pgTable(
  "job_files",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    uploadedByUserId: uuid("uploaded_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    purpose: jobFilePurposeEnum("purpose").notNull().default("deliverable"),
    originalName: text("original_name").notNull(),
    storedName: text("stored_name").notNull().unique(),
    /** Detected from the content (magic bytes), never taken from the upload's header. */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Which delivery the file belongs to: 1, then 2 after changes were requested, ... */
    deliveryRound: integer("delivery_round").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("job_files_job_id_idx").on(t.jobId, t.purpose)],
);

export const disputeStatusEnum = pgEnum("dispute_status", ["open", "resolved"]);

/** A disagreement an operator settles by splitting the job's escrow. */
export const disputes = pgTable(
  "disputes",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    openedByUserId: uuid("opened_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reason: text("reason").notNull(),
    status: disputeStatusEnum("status").notNull().default("open"),
    /** The part of the price awarded to the pilot (before commission). */
    payoutOfPriceCents: integer("payout_of_price_cents"),
    resolutionNote: text("resolution_note"),
    resolvedByUserId: uuid("resolved_by_user_id").references(() => users.id),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("disputes_one_open_per_job")
      .on(t.jobId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const reviewerRoleEnum = pgEnum("reviewer_role", ["client", "pilot"]);

/**
 * Each side's review of the other after completion. Hidden until both have reviewed or the
 * review window has ended.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reviewerRole: reviewerRoleEnum("reviewer_role").notNull(),
    reviewerUserId: uuid("reviewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revieweeUserId: uuid("reviewee_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("reviews_one_per_side").on(t.jobId, t.reviewerRole),
    index("reviews_reviewee_idx").on(t.revieweeUserId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export type JobFile = typeof jobFiles.$inferSelect;
export type Dispute = typeof disputes.$inferSelect;
export type Review = typeof reviews.$inferSelect;
