ALTER TABLE "pilot_service_areas" ADD COLUMN "visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "rating_avg" real;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "job_categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "hourly_rate_min_cents" integer;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "hourly_rate_max_cents" integer;--> statement-breakpoint
-- Custom part (triggers, INCLUDE and partial indexes are beyond drizzle-kit). GET
-- /api/pilots/search near a place used to probe each streamed area's pilot for availability,
-- services, rates and rating; those columns now sit on the area rows, copied by the triggers
-- below, so the search reads areas from one index alone (docs/benchmarks.md).
UPDATE "pilot_service_areas" a
SET "visible" = p."is_available" AND u."can_fly",
    "rating_avg" = p."rating_avg",
    "review_count" = p."review_count",
    "job_categories" = p."job_categories",
    "hourly_rate_min_cents" = p."hourly_rate_min_cents",
    "hourly_rate_max_cents" = p."hourly_rate_max_cents"
FROM "pilot_profiles" p JOIN "users" u ON u."id" = p."user_id"
WHERE p."id" = a."pilot_profile_id";--> statement-breakpoint
-- A new area takes its pilot's current values.
CREATE FUNCTION "pilot_service_area_copy_pilot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."is_available" AND u."can_fly", p."rating_avg", p."review_count", p."job_categories",
         p."hourly_rate_min_cents", p."hourly_rate_max_cents"
  INTO NEW."visible", NEW."rating_avg", NEW."review_count", NEW."job_categories",
       NEW."hourly_rate_min_cents", NEW."hourly_rate_max_cents"
  FROM "pilot_profiles" p JOIN "users" u ON u."id" = p."user_id"
  WHERE p."id" = NEW."pilot_profile_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "pilot_service_areas_copy_pilot" BEFORE INSERT OR UPDATE OF "pilot_profile_id"
  ON "pilot_service_areas" FOR EACH ROW EXECUTE FUNCTION "pilot_service_area_copy_pilot"();--> statement-breakpoint
-- A change to the pilot reaches every one of their areas, in the same transaction.
CREATE FUNCTION "pilot_profile_copy_to_service_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pilot_service_areas" a
  SET "visible" = NEW."is_available" AND u."can_fly",
      "rating_avg" = NEW."rating_avg",
      "review_count" = NEW."review_count",
      "job_categories" = NEW."job_categories",
      "hourly_rate_min_cents" = NEW."hourly_rate_min_cents",
      "hourly_rate_max_cents" = NEW."hourly_rate_max_cents"
  FROM "users" u
  WHERE u."id" = NEW."user_id" AND a."pilot_profile_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pilot_profiles_copy_to_service_areas" AFTER UPDATE ON "pilot_profiles"
  FOR EACH ROW WHEN (
    OLD."is_available" IS DISTINCT FROM NEW."is_available"
    OR OLD."rating_avg" IS DISTINCT FROM NEW."rating_avg"
    OR OLD."review_count" IS DISTINCT FROM NEW."review_count"
    OR OLD."job_categories" IS DISTINCT FROM NEW."job_categories"
    OR OLD."hourly_rate_min_cents" IS DISTINCT FROM NEW."hourly_rate_min_cents"
    OR OLD."hourly_rate_max_cents" IS DISTINCT FROM NEW."hourly_rate_max_cents"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
  ) EXECUTE FUNCTION "pilot_profile_copy_to_service_areas"();--> statement-breakpoint
-- An account that stops (or starts again) flying leaves (or rejoins) search everywhere.
CREATE FUNCTION "user_can_fly_copy_to_service_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pilot_service_areas" a
  SET "visible" = p."is_available" AND NEW."can_fly"
  FROM "pilot_profiles" p
  WHERE p."user_id" = NEW."id" AND a."pilot_profile_id" = p."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_can_fly_copy_to_service_areas" AFTER UPDATE OF "can_fly" ON "users"
  FOR EACH ROW WHEN (OLD."can_fly" IS DISTINCT FROM NEW."can_fly")
  EXECUTE FUNCTION "user_can_fly_copy_to_service_areas"();--> statement-breakpoint
-- Both search indexes now hold visible areas only, with everything search reads from an area.
-- Same names and keys as before (src/db/schema/serviceAreas.ts, migrations 0004 and 0007).
DROP INDEX IF EXISTS "pilot_service_areas_centre_idx";--> statement-breakpoint
CREATE INDEX "pilot_service_areas_centre_idx" ON "pilot_service_areas" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles", "rating_avg", "review_count", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents") WHERE "visible";--> statement-breakpoint
DROP INDEX IF EXISTS "pilot_service_areas_reach_idx";--> statement-breakpoint
CREATE INDEX "pilot_service_areas_reach_idx" ON "pilot_service_areas" USING gist (earth_box(ll_to_earth("lat", "lng"), ("radius_miles")::double precision * 1609.344)) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles", "rating_avg", "review_count", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents") WHERE "visible";--> statement-breakpoint
-- Search no longer probes pilots one by one: this covering index has no reader left.
DROP INDEX IF EXISTS "pilot_profiles_search_idx";
