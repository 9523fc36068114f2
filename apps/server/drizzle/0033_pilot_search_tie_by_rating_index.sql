-- Custom SQL (a partial index with INCLUDE is beyond drizzle-kit). Service areas are geocoded
-- to their city's centre, so every pilot who names "Denver, CO" sits on one point, and a search
-- for "Denver, CO" finds them all tied at 0 miles. Nearest first ranks a tie by rating, which
-- the nearest-point stream (pilot_service_areas_nearest_idx, 0015/0016) reads in no order: it
-- had to read the whole tie (at 1,000,000 bench pilots, Denver's nearest point held more than
-- 256 areas and the stream ran three times; docs/benchmarks.md, "ties in the nearest-first
-- search"). This index holds each point's visible areas best rated first, so a tie's page is
-- read from its head (features/pilots/nearestTie.ts), carrying what the coverage test and the
-- filters read, for an index-only scan.
CREATE INDEX "pilot_service_areas_point_ranking_idx" ON "pilot_service_areas" USING btree ("lng", "lat", "rating_avg" DESC NULLS LAST, "review_count" DESC, "pilot_profile_id") INCLUDE ("radius_miles", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents", "part107_valid_through", "insurance_coverage_cents", "insurance_effective_on", "insurance_expires_on") WHERE "visible";
