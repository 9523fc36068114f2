-- Custom SQL (expression indexes with INCLUDE are beyond drizzle-kit). Around a place, the job
-- board read every open job in the radius's box from the GiST indexes of 0028 to count them and
-- to sort them newest or highest budget first, so its cost grew with the jobs near the place
-- (docs/benchmarks.md, "Job board"). These indexes cut the map into cells of one degree of
-- latitude by one of longitude and keep each cell's open jobs in the board's orders, so
-- features/jobs/boardStatement.ts reads at most a page of jobs from each cell the radius touches
-- and stops; the count stops at a cap the same way.
--
-- job_board_cell: the cell of a point, as features/jobs/boardCells.ts numbers it
-- ((floor(lat) + 90) * 360 + floor(lng) + 180). job_budget_range: the index of the point's
-- budget in BUDGET_RANGES (packages/shared, spec section 9: min inclusive, max exclusive), so a
-- budget filter is an equality the newest order can follow. Both are tested against their
-- TypeScript twins (boardCells.test.ts).
CREATE FUNCTION job_board_cell(lat double precision, lng double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (floor(lat)::integer + 90) * 360 + (floor(lng)::integer + 180);--> statement-breakpoint
CREATE FUNCTION job_budget_range(budget_cents integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (CASE WHEN budget_cents < 20000 THEN 0 WHEN budget_cents < 50000 THEN 1
    WHEN budget_cents < 100000 THEN 2 WHEN budget_cents < 200000 THEN 3 ELSE 4 END)::smallint;--> statement-breakpoint
CREATE INDEX "jobs_board_cell_newest_idx" ON "jobs" USING btree (job_board_cell("lat", "lng"), "created_at" DESC, "id" DESC) INCLUDE ("lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_cell_type_newest_idx" ON "jobs" USING btree ("service_type", job_board_cell("lat", "lng"), "created_at" DESC, "id" DESC) INCLUDE ("lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_cell_range_newest_idx" ON "jobs" USING btree (job_budget_range("budget_cents"), job_board_cell("lat", "lng"), "created_at" DESC, "id" DESC) INCLUDE ("lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_cell_type_range_newest_idx" ON "jobs" USING btree ("service_type", job_budget_range("budget_cents"), job_board_cell("lat", "lng"), "created_at" DESC, "id" DESC) INCLUDE ("lat", "lng", "budget_cents", "deadline", "date_from", "hidden_at", "client_profile_id") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_cell_budget_idx" ON "jobs" USING btree (job_board_cell("lat", "lng"), "budget_cents" DESC, "created_at" DESC, "id" DESC) INCLUDE ("lat", "lng", "deadline", "date_from", "hidden_at", "client_profile_id") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_cell_type_budget_idx" ON "jobs" USING btree ("service_type", job_board_cell("lat", "lng"), "budget_cents" DESC, "created_at" DESC, "id" DESC) INCLUDE ("lat", "lng", "deadline", "date_from", "hidden_at", "client_profile_id") WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;
