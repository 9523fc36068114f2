-- Custom SQL (one partial GiST index per service type, beyond drizzle-kit). The job board near a
-- place with a service type read every open job in the radius off jobs_open_location_idx and
-- dropped eleven in twelve on the type (docs/benchmarks.md, "Job board"). Each of these holds
-- only the open jobs of one type; features/jobs/board.ts writes the type as a literal so the
-- planner proves the predicate. Keep the list in step with SERVICE_TYPES.
CREATE INDEX "jobs_open_location_real_estate_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'real_estate';--> statement-breakpoint
CREATE INDEX "jobs_open_location_wedding_events_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'wedding_events';--> statement-breakpoint
CREATE INDEX "jobs_open_location_construction_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'construction';--> statement-breakpoint
CREATE INDEX "jobs_open_location_agricultural_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'agricultural';--> statement-breakpoint
CREATE INDEX "jobs_open_location_film_tv_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'film_tv';--> statement-breakpoint
CREATE INDEX "jobs_open_location_commercial_inspection_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'commercial_inspection';--> statement-breakpoint
CREATE INDEX "jobs_open_location_sports_recreation_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'sports_recreation';--> statement-breakpoint
CREATE INDEX "jobs_open_location_insurance_claims_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'insurance_claims';--> statement-breakpoint
CREATE INDEX "jobs_open_location_marketing_advertising_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'marketing_advertising';--> statement-breakpoint
CREATE INDEX "jobs_open_location_emergency_services_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'emergency_services';--> statement-breakpoint
CREATE INDEX "jobs_open_location_environmental_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'environmental';--> statement-breakpoint
CREATE INDEX "jobs_open_location_mapping_surveying_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL AND "service_type" = 'mapping_surveying';
