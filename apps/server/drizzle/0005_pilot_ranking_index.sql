-- Custom migration (drizzle-kit cannot express INCLUDE): GET /api/pilots/search without a
-- location ranks visible pilots by rating; this index hands over the first page in order
-- and lets the total be counted from the index alone (docs/benchmarks.md).
CREATE INDEX "pilot_profiles_ranking_idx" ON "pilot_profiles" USING btree ("rating_avg" DESC NULLS LAST, "review_count" DESC, "id") INCLUDE ("user_id") WHERE "is_available";
