-- Custom migration (drizzle-kit cannot express INCLUDE): GET /api/pilots/search near a place,
-- nearest first, streams visible service areas off this index. A GiST index on plain
-- (longitude, latitude) points answers k-nearest-neighbour order several times faster than
-- the cube index it replaces (its first row read 29 pages of overlapping boxes; this one 5):
-- point distances are cheap and the point opclass splits pages well. Plane distance in
-- degrees is not miles: the search only uses it to stream, and proves with a bound how far
-- (in miles) what it has not read yet must be (features/pilots/nearestBounds.ts).
CREATE INDEX "pilot_service_areas_nearest_idx" ON "pilot_service_areas" USING gist (point("lng", "lat")) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles", "rating_avg", "review_count", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents") WHERE "visible";--> statement-breakpoint
DROP INDEX IF EXISTS "pilot_service_areas_centre_idx";
--> statement-breakpoint
-- The box, in degrees, holding every point within `miles` of (lat, lng) on earthdistance's
-- sphere (radius 6,378,168 m): the stream's bound, so a search with few matches stops at the
-- edge of reach instead of reading the whole country. A point d miles away is at most d / R
-- radians away in latitude, and with m = cos(|lat| + d / R) at most 2 asin(sin(d / 2R) / m) in
-- longitude; a box that would cross the antimeridian (or reach a pole) spans every longitude.
-- nearestBounds.test.ts checks it with random points.
CREATE FUNCTION "pilot_search_box"(lat double precision, lng double precision, miles double precision)
RETURNS box LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN b.dlng IS NULL OR lng - b.dlng < -180 OR lng + b.dlng > 180
      THEN box(point(-180, lat - b.dlat), point(180, lat + b.dlat))
    ELSE box(point(lng - b.dlng, lat - b.dlat), point(lng + b.dlng, lat + b.dlat))
  END
  FROM (
    SELECT degrees(y.angle) + 1e-9 AS dlat,
      CASE WHEN sin(y.angle / 2) < y.m THEN degrees(2 * asin(sin(y.angle / 2) / y.m)) + 1e-9 END AS dlng
    FROM (
      SELECT x.angle, cos(radians(least(90, abs(lat) + degrees(x.angle)))) AS m
      FROM (SELECT greatest(miles, 0) / (6378168 / 1609.344) AS angle) x
    ) y
  ) b
$$;
