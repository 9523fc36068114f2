import { sql } from "drizzle-orm";
import { check, date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { clientProfiles, pilotProfiles } from "./profiles";

/**
 * A pilot's private notes about one client (the CRM). Only that pilot ever reads them: every
 * query filters on `pilot_profile_id`, and the client never sees they exist.
 */
export const pilotClientNotes = pgTable(
  "pilot_client_notes",
  {
    id: id(),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    clientProfileId: uuid("client_profile_id")
      .notNull()
      .references(() => clientProfiles.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("pilot_client_notes_pilot_client_idx").on(t.pilotProfileId, t.clientProfileId),
    check("pilot_client_notes_body_not_blank", sql`length(trim(${t.body})) > 0`),
  ],
);

/** The pilot's own labels for a client and the day they mean to get back in touch. */
export const pilotClientDetails = pgTable(
  "pilot_client_details",
  {
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    clientProfileId: uuid("client_profile_id")
      .notNull()
      .references(() => clientProfiles.id, { onDelete: "cascade" }),
    tags: text("tags").array().notNull().default([]),
    /** A calendar day (no time zone): "call them back on the 14th". */
    followUpOn: date("follow_up_on", { mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pilotProfileId, t.clientProfileId] })],
);

export type PilotClientNote = typeof pilotClientNotes.$inferSelect;
export type PilotClientDetails = typeof pilotClientDetails.$inferSelect;
