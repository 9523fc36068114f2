-- Geo search (src/db/schema/serviceAreas.ts): cube + earthdistance, both trusted contrib
-- extensions of PostgreSQL; PGlite loads them in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "pilot_service_areas" (
	"pilot_profile_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"radius_miles" integer NOT NULL,
	CONSTRAINT "pilot_service_areas_pilot_profile_id_position_pk" PRIMARY KEY("pilot_profile_id","position"),
	CONSTRAINT "pilot_service_areas_radius_range" CHECK ("pilot_service_areas"."radius_miles" between 0 and 500),
	CONSTRAINT "pilot_service_areas_coordinates" CHECK ("pilot_service_areas"."lat" between -90 and 90 and "pilot_service_areas"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD CONSTRAINT "pilot_service_areas_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_service_areas_reach_idx" ON "pilot_service_areas" USING gist (earth_box(ll_to_earth("lat", "lng"), ("radius_miles")::double precision * 1609.344));