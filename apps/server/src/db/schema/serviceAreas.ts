import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { pilotProfiles } from "./profiles";

export const METERS_PER_MILE = 1609.344;
/** The widest area a pilot may serve, and so the widest an area's search box can be. */
export const MAX_SERVICE_AREA_RADIUS_MILES = 500;

/**
 * Where each pilot flies, one row per service area: the search index behind
 * GET /api/pilots/search. `pilot_profiles.service_areas` (jsonb) stays what the pilot entered;
 * `syncServiceAreas` (features/pilots/serviceAreas.ts) copies it here.
 *
 * Geo search uses PostgreSQL's cube + earthdistance with a GiST index rather than a
 * (lat, lng) btree bounding box: a btree narrows only one coordinate (a latitude band across
 * the whole country), while GiST narrows both. The index holds each area's own reach — a box
 * around its centre as wide as its radius — so one `&&` with the search box finds exactly the
 * areas that can cover the searched point, whatever their radius. Both extensions ship with
 * PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
 */
export const pilotServiceAreas = pgTable(
  "pilot_service_areas",
  {
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "cascade" }),
    /** Order in which the pilot listed the area; 0 is the first (usually the home base). */
    position: smallint("position").notNull(),
    /** "Austin, TX" */
    label: text("label").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    radiusMiles: integer("radius_miles").notNull(),
    // What search filters and ranks by, copied from the pilot by triggers (migration 0014:
    // on insert here, on changes to the pilot's profile and to the user's can_fly), so a search
    // near a place reads areas from one index without probing each area's pilot. Never
    // written by application code.
    /** The pilot shows in search: availability switch on and the account flies. */
    visible: boolean("visible").notNull().default(false),
    ratingAvg: real("rating_avg"),
    reviewCount: integer("review_count").notNull().default(0),
    jobCategories: text("job_categories").array().notNull().default([]),
    hourlyRateMinCents: integer("hourly_rate_min_cents"),
    hourlyRateMaxCents: integer("hourly_rate_max_cents"),
    // The pilot's verified credentials (migration 0016), for the "Part 107 current" and
    // "insured for at least $X" filters.
    part107ValidThrough: date("part107_valid_through", { mode: "string" }),
    insuranceCoverageCents: integer("insurance_coverage_cents"),
    insuranceEffectiveOn: date("insurance_effective_on", { mode: "string" }),
    insuranceExpiresOn: date("insurance_expires_on", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.pilotProfileId, t.position] }),
    // Migrations 0007 and 0014 add two indexes that live only in SQL (drizzle-kit cannot
    // express INCLUDE): pilot_service_areas_centre_idx, GiST on ll_to_earth(lat, lng) over
    // visible areas, carrying the columns search reads, which streams areas nearest first for
    // the search's default sort, and pilot_service_areas_radius_idx (radius_miles) for max().
    // The reach index must stay the very expression `AREA_REACH` (features/pilots/search.ts)
    // queries. Migrations 0004, 0014 and 0016 recreate it over visible areas with the columns search
    // reads (INCLUDE) for index-only scans, which drizzle-kit cannot express; keep both in step.
    // Migration 0024 adds one partial copy of it per service type (`..._reach_<type>_idx`,
    // WHERE visible AND job_categories @> '{<type>}'), read by searches with a category.
    // Migration 0030 keeps visible areas in the ranking's order (btree, one over all and one
    // per service type, `..._rating[_<type>]_idx`) for the search by rating around a place,
    // and migration 0034 in the price order (`..._price[_<type>]_idx`) for the search by price.
    // Migration 0033 keeps each point's visible areas best rated first
    // (`..._point_ranking_idx`), so nearest first reads a tie on one point from its head.
    index("pilot_service_areas_reach_idx").using(
      "gist",
      sql`earth_box(ll_to_earth(${t.lat}, ${t.lng}), (${t.radiusMiles})::double precision * ${sql.raw(String(METERS_PER_MILE))})`,
    ),
    check(
      "pilot_service_areas_radius_range",
      sql`${t.radiusMiles} between 0 and ${sql.raw(String(MAX_SERVICE_AREA_RADIUS_MILES))}`,
    ),
    check(
      "pilot_service_areas_coordinates",
      sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`,
    ),
  ],
);

export type PilotServiceAreaRow = typeof pilotServiceAreas.$inferSelect;
