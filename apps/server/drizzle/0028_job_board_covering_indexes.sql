-- Custom SQL (GiST INCLUDE is beyond drizzle-kit). The job board read every open job near the
-- place from the table (one heap page per job) to test its deadline, budget, client and
-- hidden flag, then sorted them: its cost followed the open jobs in the radius
-- (docs/benchmarks.md, "Job board"). These indexes replace the location indexes of 0006 and
-- 0025 with the same keys and predicates, carrying every column the board filters and sorts
-- on, so features/jobs/boardQuery.ts finds the page's ids in an index-only scan and reads only
-- the page's rows. Keep the INCLUDE list in step with the columns boardConditions reads.
DROP INDEX IF EXISTS "jobs_open_location_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_real_estate_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_real_estate_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'real_estate';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_wedding_events_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_wedding_events_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'wedding_events';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_construction_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_construction_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'construction';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_agricultural_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_agricultural_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'agricultural';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_film_tv_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_film_tv_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'film_tv';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_commercial_inspection_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_commercial_inspection_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'commercial_inspection';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_sports_recreation_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_sports_recreation_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'sports_recreation';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_insurance_claims_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_insurance_claims_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'insurance_claims';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_marketing_advertising_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_marketing_advertising_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'marketing_advertising';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_emergency_services_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_emergency_services_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'emergency_services';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_environmental_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_environmental_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'environmental';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_location_mapping_surveying_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_location_mapping_surveying_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id", "created_at") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'mapping_surveying';
