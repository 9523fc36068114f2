import { sql } from "drizzle-orm";
import {
  COVERAGE_DEFAULT_CLUSTERS,
  coverageStats,
  serviceTypeLabel,
  type CityCluster,
  type CoverageResponse,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { geocodeCity } from "./geocoding";

/** Labels a cluster lists, most common first (the map popup shows the first 3). */
export const CLUSTER_SPECIALIZATIONS = 5;

type CityRow = {
  city: string;
  state: string;
  pilot_count: number | string;
  avg_rating: number | string | null;
  min_rate_cents: number | string | null;
  max_rate_cents: number | string | null;
  lat: number | string | null;
  lng: number | string | null;
  /** Service type values with their pilot counts, most common first. */
  categories: { value: string; n: number }[] | string | null;
};

/**
 * GET /api/pilots/coverage: visible pilots grouped by base city, largest cities first, and the
 * map statistics of spec section 9 over every city (not only the clusters returned).
 */
export async function pilotCoverage(
  db: Database,
  limit: number = COVERAGE_DEFAULT_CLUSTERS,
): Promise<CoverageResponse> {
  const { rows } = await db.execute<CityRow>(sql`
    with visible as (
      select p.base_city, p.base_state, p.rating_avg, p.hourly_rate_min_cents,
             p.hourly_rate_max_cents, p.base_lat, p.base_lng, p.job_categories
      from pilot_profiles p
      join users u on u.id = p.user_id
      where p.is_available and u.can_fly and u.suspended_at is null
        and p.base_city is not null and p.base_state is not null
    ),
    cities as (
      select base_city as city, base_state as state, count(*) as pilot_count,
             avg(rating_avg) as avg_rating,
             min(hourly_rate_min_cents) as min_rate_cents,
             max(hourly_rate_max_cents) as max_rate_cents,
             avg(base_lat) as lat, avg(base_lng) as lng
      from visible
      group by base_city, base_state
    ),
    category_counts as (
      select base_city, base_state, c.value, count(*) as n
      from visible, unnest(job_categories) as c(value)
      group by base_city, base_state, c.value
    )
    select cities.*,
      (select json_agg(json_build_object('value', cc.value, 'n', cc.n) order by cc.n desc, cc.value)
       from category_counts cc
       where cc.base_city = cities.city and cc.base_state = cities.state) as categories
    from cities
    order by pilot_count desc, state, city`);

  const clusters = rows.flatMap((row) => {
    const cluster = toCluster(row);
    return cluster ? [cluster] : [];
  });
  return { clusters: clusters.slice(0, limit), stats: coverageStats(clusters) };
}

function toCluster(row: CityRow): CityCluster | null {
  const position =
    row.lat !== null && row.lng !== null
      ? { lat: Number(row.lat), lng: Number(row.lng) }
      : geocodeCity(row.city, row.state);
  if (!position) return null;
  const categories =
    typeof row.categories === "string"
      ? (JSON.parse(row.categories) as { value: string; n: number }[])
      : (row.categories ?? []);
  const min = row.min_rate_cents === null ? null : Number(row.min_rate_cents) / 100;
  const max = row.max_rate_cents === null ? null : Number(row.max_rate_cents) / 100;
  return {
    id: slug(`${row.city}-${row.state}`),
    location: `${row.city}, ${row.state}`,
    position: { lat: round5(position.lat), lng: round5(position.lng) },
    pilotCount: Number(row.pilot_count),
    avgRating: row.avg_rating === null ? null : Math.round(Number(row.avg_rating) * 10) / 10,
    priceRange: min !== null && max !== null ? { min, max } : null,
    specializations: categories
      .slice(0, CLUSTER_SPECIALIZATIONS)
      .map((c) => serviceTypeLabel(c.value)),
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;
