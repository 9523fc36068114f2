import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { equipment } from "./equipment";
import { jobs } from "./jobs";
import { pilotProfiles } from "./profiles";
import { users } from "./users";

/**
 * One flight of a job, logged by its hired pilot. The aircraft's name is copied in so the
 * logbook still reads right after the drone leaves the fleet (the equipment id then goes null).
 */
export const flightLogs = pgTable(
  "flight_logs",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    equipmentId: uuid("equipment_id").references(() => equipment.id, { onDelete: "set null" }),
    aircraftName: text("aircraft_name").notNull(),
    takeoffAt: timestamp("takeoff_at", { withTimezone: true }).notNull(),
    landingAt: timestamp("landing_at", { withTimezone: true }).notNull(),
    maxAltitudeFtAgl: integer("max_altitude_ft_agl").notNull(),
    location: text("location").notNull(),
    /** The site's IANA zone when logged, in which the times are shown and months are counted. */
    timeZone: text("time_zone").notNull(),
    batteryPacks: smallint("battery_packs").notNull(),
    remarks: text("remarks"),
    incident: text("incident"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("flight_logs_job_id_idx").on(t.jobId, t.takeoffAt),
    index("flight_logs_pilot_profile_id_idx").on(t.pilotProfileId, t.takeoffAt),
    check("flight_logs_landing_after_takeoff", sql`${t.landingAt} > ${t.takeoffAt}`),
    check("flight_logs_altitude_non_negative", sql`${t.maxAltitudeFtAgl} >= 0`),
    check("flight_logs_battery_packs_non_negative", sql`${t.batteryPacks} >= 0`),
  ],
);

/**
 * A user's secret calendar feed: only the SHA-256 of its token is kept, so the URL is shown
 * once, when made. Renewing replaces the hash; revoking deletes the row.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

export type FlightLog = typeof flightLogs.$inferSelect;
