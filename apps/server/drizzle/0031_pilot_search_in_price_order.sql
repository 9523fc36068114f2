-- Custom SQL (a partial index with INCLUDE is beyond drizzle-kit). Without a place, by price,
-- the search sorted every visible pilot to show a page (a parallel scan and sort, 143 ms at
-- 100,000 pilots; docs/benchmarks.md, "the search without a place keeps one plan"), where by
-- rating it reads pilot_profiles_ranking_idx (0005). This keeps visible pilots in the price
-- order of features/pilots/searchStatements.ts `orderBy("price")`, carrying what the page's
-- first read and its visibility filter use, so that read stops at the page.
CREATE INDEX "pilot_profiles_price_idx" ON "pilot_profiles" USING btree ("hourly_rate_min_cents" NULLS LAST, "hourly_rate_max_cents" NULLS LAST, "rating_avg" DESC NULLS LAST, "id") INCLUDE ("user_id", "review_count") WHERE "is_available";
