import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_WEATHER_LIMITS, REMOTE_ID_KINDS } from "@skyhire/shared";
import { createdAt, id, updatedAt } from "./columns";
import { equipmentTypeEnum } from "./enums";
import { pilotProfiles } from "./profiles";

export const remoteIdKindEnum = pgEnum("remote_id_kind", REMOTE_ID_KINDS);

/**
 * The pilot's kit, aircraft included: a drone row is one aircraft of the fleet and carries its
 * FAA registration (Part 48) and Remote ID (Part 89). Kept on this table rather than a separate
 * aircraft table because the fleet the pilot manages, the profile shows and the dashboard lists
 * already is these rows; a second table would split one drone into two records to keep in step.
 */
export const equipment = pgTable(
  "equipment",
  {
    id: id(),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: equipmentTypeEnum("type").notNull(),
    model: text("model"),
    /** The pilot's main kit, listed by GET /api/equipment/main. */
    isMain: boolean("is_main").notNull().default(false),
    notes: text("notes"),
    weightGrams: integer("weight_grams"),
    /** "FA" and 8 letters or digits, upper case (packages/shared rules/credentials). */
    registrationNumber: text("registration_number"),
    registrationExpiresOn: date("registration_expires_on", { mode: "string" }),
    remoteIdKind: remoteIdKindEnum("remote_id_kind"),
    /** A broadcast module's serial number. */
    remoteIdSerial: text("remote_id_serial"),
    /** 14 CFR 107.29(a)(2): anti-collision lighting visible for 3 statute miles (night flights). */
    antiCollisionLighting: boolean("anti_collision_lighting").notNull().default(false),
    /** The pilot's go/no-go weather limits for this aircraft (rules/flightOps/weatherLimits). */
    maxWindMph: smallint("max_wind_mph").notNull().default(DEFAULT_WEATHER_LIMITS.maxWindMph),
    maxGustMph: smallint("max_gust_mph").notNull().default(DEFAULT_WEATHER_LIMITS.maxGustMph),
    maxPrecipitationChance: smallint("max_precipitation_chance")
      .notNull()
      .default(DEFAULT_WEATHER_LIMITS.maxPrecipitationChance),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("equipment_pilot_profile_id_idx").on(t.pilotProfileId),
    check(
      // The gusts-at-least-wind rule is checked by the app in the same transaction (its 400).
      "equipment_weather_limits_range",
      sql`${t.maxWindMph} between 1 and 50 and ${t.maxGustMph} between 1 and 60 and ${t.maxPrecipitationChance} between 0 and 100`,
    ),
  ],
);

export type Equipment = typeof equipment.$inferSelect;
