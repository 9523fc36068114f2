import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AirspaceAuthorizationKind } from "@skyhire/shared";
import { createdAt, id } from "./columns";
import { jobs } from "./jobs";
import { pilotProfiles } from "./profiles";

/**
 * An airspace authorization (14 CFR 107.41, through LAANC or FAA DroneZone) the hired pilot
 * states they hold for a job. SkyHire records it for the client to see; it never grants one.
 */
export const airspaceAuthorizations = pgTable(
  "airspace_authorizations",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AirspaceAuthorizationKind>().notNull(),
    reference: text("reference").notNull(),
    ceilingFtAgl: integer("ceiling_ft_agl").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("airspace_authorizations_job_id_idx").on(t.jobId, t.validFrom),
    check("airspace_authorizations_kind_known", sql`${t.kind} in ('laanc', 'dronezone')`),
    // 107.51(b): an authorization never lifts the 400 ft limit.
    check("airspace_authorizations_ceiling_range", sql`${t.ceilingFtAgl} between 1 and 400`),
    check("airspace_authorizations_window_ordered", sql`${t.validTo} > ${t.validFrom}`),
  ],
);

export type AirspaceAuthorizationRow = typeof airspaceAuthorizations.$inferSelect;
