-- Custom migration (drizzle-kit cannot express INCLUDE): GET /api/pilots/search around a place,
-- nearest first, streams service areas in order of distance from the place off a GiST index on
-- each area's centre (k-nearest-neighbour `<->` order), and stops once it has the page and the
-- capped count, instead of ranking every area that covers the place (docs/benchmarks.md).
-- The index carries what the search reads from an area, so the stream is an index-only scan.
CREATE INDEX "pilot_service_areas_centre_idx" ON "pilot_service_areas" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles");--> statement-breakpoint
-- The widest area's radius bounds how far from a place a covering area can be: max() reads
-- it from this index.
CREATE INDEX "pilot_service_areas_radius_idx" ON "pilot_service_areas" USING btree ("radius_miles");
