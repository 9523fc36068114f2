-- Custom migration (drizzle-kit cannot express INCLUDE): GET /api/pilots/search near a place,
-- nearest first, streams visible service areas off this index. A GiST index on plain
-- (longitude, latitude) points answers k-nearest-neighbour order several times faster than
-- the cube index it replaces (its first row read 29 pages of overlapping boxes; this one 5):
-- point distances are cheap and the point opclass splits pages well. Plane distance in
-- degrees is not miles: the search only uses it to stream, and proves with a bound how far
-- (in miles) what it has not read yet must be (features/pilots/nearestBounds.ts).
CREATE INDEX "pilot_service_areas_nearest_idx" ON "pilot_service_areas" USING gist (point("lng", "lat")) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles", "rating_avg", "review_count", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents") WHERE "visible";--> statement-breakpoint
DROP INDEX IF EXISTS "pilot_service_areas_centre_idx";
