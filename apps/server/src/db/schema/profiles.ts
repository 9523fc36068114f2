import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

/** One place a pilot is willing to fly, centred on a city, with a travel radius. */
export interface ServiceArea {
  label: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  radiusMiles: number;
}

export const pilotProfiles = pgTable(
  "pilot_profiles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    part107Number: text("part107_number"),
    businessName: text("business_name"),
    bio: text("bio"),
    profileImageUrl: text("profile_image_url"),
    coverImageUrl: text("cover_image_url"),
    /** Service type values from @skyhire/shared SERVICE_TYPES. */
    jobCategories: text("job_categories").array().notNull().default([]),
    serviceAreas: jsonb("service_areas").$type<ServiceArea[]>().notNull().default([]),
    baseCity: text("base_city"),
    baseState: text("base_state"),
    baseLat: doublePrecision("base_lat"),
    baseLng: doublePrecision("base_lng"),
    hourlyRateMinCents: integer("hourly_rate_min_cents"),
    hourlyRateMaxCents: integer("hourly_rate_max_cents"),
    flightHours: integer("flight_hours").notNull().default(0),
    isAvailable: boolean("is_available").notNull().default(true),
    /** Null until the first review; kept denormalised so search can sort by it cheaply. */
    ratingAvg: real("rating_avg"),
    reviewCount: integer("review_count").notNull().default(0),
    yearsExperience: integer("years_experience"),
    insured: boolean("insured").notNull().default(false),
    backgroundChecked: boolean("background_checked").notNull().default(false),
    // The verified credentials, as search filters and badges read them: written with every
    // review and resubmission (features/credentials/verifiedFacts.ts) in its transaction, and
    // copied to pilot_service_areas by triggers (migration 0016). Null: nothing verified.
    /** The last day the verified Part 107 is good for (107.64, 107.65). */
    part107ValidThrough: date("part107_valid_through", { mode: "string" }),
    part107CheckedAt: timestamp("part107_checked_at", { withTimezone: true }),
    insuranceCoverageCents: integer("insurance_coverage_cents"),
    insuranceEffectiveOn: date("insurance_effective_on", { mode: "string" }),
    insuranceExpiresOn: date("insurance_expires_on", { mode: "string" }),
    insuranceCheckedAt: timestamp("insurance_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("pilot_profiles_is_available_idx").on(t.isAvailable),
    index("pilot_profiles_base_location_idx").on(t.baseState, t.baseCity),
  ],
);

export const clientProfiles = pgTable("client_profiles", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text("company_name"),
  /** Free text "City, ST" as the client checklist asks for it. */
  location: text("location"),
  industry: text("industry"),
  phone: text("phone"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type PilotProfile = typeof pilotProfiles.$inferSelect;
export type ClientProfile = typeof clientProfiles.$inferSelect;
