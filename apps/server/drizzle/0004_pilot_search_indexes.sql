-- Custom migration (drizzle-kit cannot express INCLUDE or these partial indexes): covering
-- indexes for GET /api/pilots/search, so it counts and ranks the pilots around a place from
-- index-only scans instead of visiting ~1,000 scattered table rows (docs/benchmarks.md).
--
-- The reach index also carries what the search reads from an area. Same name and key as in
-- src/db/schema/serviceAreas.ts.
DROP INDEX IF EXISTS "pilot_service_areas_reach_idx";--> statement-breakpoint
CREATE INDEX "pilot_service_areas_reach_idx" ON "pilot_service_areas" USING gist (earth_box(ll_to_earth("lat", "lng"), ("radius_miles")::double precision * 1609.344)) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles");--> statement-breakpoint
-- What the search filters and sorts pilots by, keyed by profile id.
CREATE INDEX "pilot_profiles_search_idx" ON "pilot_profiles" USING btree ("id") INCLUDE ("user_id", "is_available", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents", "rating_avg", "review_count");--> statement-breakpoint
-- The few accounts that stopped flying, which search leaves out: a tiny index to probe.
CREATE INDEX "users_not_flying_idx" ON "users" USING btree ("id") WHERE NOT "can_fly";
