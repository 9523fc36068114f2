import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { applicationStatusEnum, jobStatusEnum } from "./enums";
import { clientProfiles, pilotProfiles } from "./profiles";
import { properties } from "./properties";

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    clientProfileId: uuid("client_profile_id")
      .notNull()
      .references(() => clientProfiles.id, { onDelete: "cascade" }),
    /** The hired pilot; null while the job is open. */
    pilotProfileId: uuid("pilot_profile_id").references(() => pilotProfiles.id, {
      onDelete: "set null",
    }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    /** A service type value from @skyhire/shared SERVICE_TYPES. */
    serviceType: text("service_type").notNull(),
    location: text("location"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** Money is always integer cents (spec section 9). */
    budgetCents: integer("budget_cents").notNull(),
    deadline: timestamp("deadline", { withTimezone: true }),
    status: jobStatusEnum("status").notNull().default("open"),
    /** The client's 1–5 rating of the pilot, set when the job is completed. */
    rating: smallint("rating"),
    deliverables: text("deliverables").array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_status_created_at_idx").on(t.status, t.createdAt),
    index("jobs_client_profile_id_idx").on(t.clientProfileId),
    index("jobs_pilot_profile_id_idx").on(t.pilotProfileId),
    index("jobs_property_id_idx").on(t.propertyId),
    check("jobs_budget_cents_non_negative", sql`${t.budgetCents} >= 0`),
    check("jobs_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    status: applicationStatusEnum("status").notNull().default("pending"),
    quoteCents: integer("quote_cents"),
    proposedDate: timestamp("proposed_date", { withTimezone: true }),
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per pilot per job; the unique index also serves lookups by job.
    unique("applications_job_pilot_unique").on(t.jobId, t.pilotProfileId),
    index("applications_pilot_profile_id_idx").on(t.pilotProfileId),
    check(
      "applications_quote_cents_non_negative",
      sql`${t.quoteCents} is null or ${t.quoteCents} >= 0`,
    ),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type Application = typeof applications.$inferSelect;
