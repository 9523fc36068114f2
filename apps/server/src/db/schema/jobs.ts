import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AirspaceClass, MissionWindow } from "@skyhire/shared";
import { createdAt, id, updatedAt } from "./columns";
import { equipment } from "./equipment";
import { applicationStatusEnum, jobStatusEnum } from "./enums";
import { clientProfiles, pilotProfiles } from "./profiles";
import { properties } from "./properties";
import { users } from "./users";

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
    /** Optional start of a date window; the window ends at `deadline`. */
    dateFrom: timestamp("date_from", { withTimezone: true }),
    deadline: timestamp("deadline", { withTimezone: true }),
    status: jobStatusEnum("status").notNull().default("open"),
    /** The client's 1–5 rating of the pilot, set when the job is completed. */
    rating: smallint("rating"),
    /** Values of @skyhire/shared JOB_DELIVERABLES. */
    deliverables: text("deliverables").array().notNull().default([]),
    /** Values of @skyhire/shared JOB_REQUIREMENTS. */
    requirements: text("requirements").array().notNull().default([]),
    /** Liability cover the pilot must hold, when the `insurance` requirement is set. */
    insuranceMinimumCents: integer("insurance_minimum_cents"),
    /** When the latest delivery was made: auto-approval runs 14 days after it. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Set once the day-12 reminder went out, so several instances send it once. */
    approvalReminderSentAt: timestamp("approval_reminder_sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /**
     * The mission window the client stated (validated by the shared missionWindowSchema): a
     * site date with a fixed start, a part of day or N flexible days. Null: the job's date alone
     * is a flexible day (rules/flightOps/jobWindow).
     */
    missionWindow: jsonb("mission_window").$type<MissionWindow>(),
    /** The airspace class the client states (B, C, D, E_surface, G, unknown). */
    airspaceClass: text("airspace_class").$type<AirspaceClass>(),
    /** The hired pilot's confirmed flight time, inside the window. */
    plannedFlightAt: timestamp("planned_flight_at", { withTimezone: true }),
    /** The aircraft of the pilot's fleet planned for it (needed at night and in twilight). */
    plannedAircraftId: uuid("planned_aircraft_id").references(() => equipment.id, {
      onDelete: "set null",
    }),
    plannedFlightConfirmedAt: timestamp("planned_flight_confirmed_at", { withTimezone: true }),
    /** Set while an operator keeps the job off the board (features/moderation). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The operator's reason, shown to the job's client on their job page. */
    hiddenReason: text("hidden_reason"),
    hiddenByUserId: uuid("hidden_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "jobs_mission_window_kind_known",
      sql`${t.missionWindow} is null or ${t.missionWindow}->>'kind' in ('fixed', 'part_of_day', 'flexible')`,
    ),
    check(
      "jobs_airspace_class_known",
      sql`${t.airspaceClass} is null or ${t.airspaceClass} in ('B', 'C', 'D', 'E_surface', 'G', 'unknown')`,
    ),
    check(
      "jobs_planned_flight_confirmed",
      sql`(${t.plannedFlightAt} is null) = (${t.plannedFlightConfirmedAt} is null)`,
    ),
    index("jobs_planned_flight_at_idx")
      .on(t.plannedFlightAt)
      .where(sql`${t.plannedFlightAt} is not null`),
    index("jobs_awaiting_approval_idx")
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'ready_for_review'`),
    index("jobs_status_created_at_idx").on(t.status, t.createdAt),
    index("jobs_client_profile_id_idx").on(t.clientProfileId),
    index("jobs_pilot_profile_id_idx").on(t.pilotProfileId),
    index("jobs_property_id_idx").on(t.propertyId),
    check("jobs_budget_cents_non_negative", sql`${t.budgetCents} >= 0`),
    check("jobs_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      "jobs_date_window_ordered",
      sql`${t.dateFrom} is null or ${t.deadline} is null or ${t.dateFrom} <= ${t.deadline}`,
    ),
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
    /** The client's counter-offer: a price and/or a date the pilot may accept or decline. */
    counterQuoteCents: integer("counter_quote_cents"),
    counterProposedDate: timestamp("counter_proposed_date", { withTimezone: true }),
    counterMessage: text("counter_message"),
    /** pending while the pilot has not answered; accepted or declined after. */
    counterStatus: text("counter_status"),
    counterAt: timestamp("counter_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per pilot per job; the unique index also serves lookups by job.
    unique("applications_job_pilot_unique").on(t.jobId, t.pilotProfileId),
    // At most one hire per job, whatever the application code does: the last line of defence
    // against two accepts racing.
    uniqueIndex("applications_one_accepted_per_job")
      .on(t.jobId)
      .where(sql`${t.status} = 'accepted'`),
    check(
      "applications_counter_status_known",
      sql`${t.counterStatus} is null or ${t.counterStatus} in ('pending', 'accepted', 'declined')`,
    ),
    index("applications_pilot_profile_id_idx").on(t.pilotProfileId),
    check(
      "applications_quote_cents_non_negative",
      sql`${t.quoteCents} is null or ${t.quoteCents} >= 0`,
    ),
  ],
);

/**
 * Every job status change, in order: who did what and when. Written in the same transaction as
 * the change, so the history and the status never disagree.
 */
export const jobEvents = pgTable(
  "job_events",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** A JobEvent of @skyhire/shared, or "post" for the creation. */
    event: text("event").notNull(),
    fromStatus: jobStatusEnum("from_status"),
    toStatus: jobStatusEnum("to_status").notNull(),
    /** Null for changes the server makes on its own. */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("job_events_job_id_created_at_idx").on(t.jobId, t.createdAt)],
);

/** A client asking one pilot to look at a job (from the pilot's profile or /job/link). */
export const jobInvitations = pgTable(
  "job_invitations",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("job_invitations_job_pilot_unique").on(t.jobId, t.pilotProfileId),
    index("job_invitations_pilot_profile_id_idx").on(t.pilotProfileId),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type JobEventRow = typeof jobEvents.$inferSelect;
export type JobInvitation = typeof jobInvitations.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type Application = typeof applications.$inferSelect;
