import { sql, type SQL } from "drizzle-orm";
import { BUDGET_RANGES, SERVICE_TYPE_VALUES, type PilotSearchQuery } from "@skyhire/shared";

/** What of a search's filters decides its SQL text; the values go in as placeholders. */
export interface FilterShape {
  category: string | null;
  budget: string | null;
  available: boolean;
  part107Current: boolean;
  insured: boolean;
}

/** The values a search statement runs with (placeholders of the same names in its text). */
export interface SearchValues {
  today: string;
  insuredMinCents?: number;
  /** The place searched around, and its latitude and longitude in radians for the haversine. */
  lat?: number;
  lng?: number;
  phi?: number;
  cosPhi?: number;
  lambda?: number;
  radius?: number;
  /** The index box of the search: a cube (`searchBox`) or a plane box (`reachBox`). */
  box?: string;
  /** A tie's point, and the plane circle read around the place beside it (nearestTie.ts). */
  tieLng?: number;
  tieLat?: number;
  within?: number;
  limit: number;
  offset: number;
}

export const value = (name: keyof SearchValues) => sql.placeholder(name);

export function filterShapeOf(query: PilotSearchQuery): FilterShape {
  return {
    category: query.category ?? null,
    budget: query.budget ?? null,
    available: query.available === true,
    part107Current: query.part107Current === true,
    insured: query.insuredMin !== undefined,
  };
}

/** The filters' own values: the day credentials must be valid on, the insurance asked. */
export function filterValuesOf(query: PilotSearchQuery, today: string) {
  return {
    today,
    ...(query.insuredMin !== undefined ? { insuredMinCents: query.insuredMin * 100 } : {}),
  };
}

/**
 * The search's conditions on rows of `pilot_profiles p`, or of `pilot_service_areas a`, which
 * carry the same columns of their pilot (migration 0014) under the same names.
 */
export function filters(shape: FilterShape, rows: "pilot" | "area"): SQL {
  return sql.join([...listedConditions(shape, rows), ...offerConditions(shape, rows)], sql` and `);
}

/**
 * Who is listed at all, and for the category: the conditions the partial indexes of areas
 * (migrations 0024 and 0030) hold in their predicates, so a statement reading one of them
 * writes exactly these beside its index.
 */
export function listedConditions(shape: FilterShape, rows: "pilot" | "area"): SQL[] {
  const t = sql.raw(rows === "pilot" ? "p" : "a");
  // Visible: the availability switch is on and the account still flies. On pilots, `not in`
  // over the few accounts that stopped flying (users_not_flying_idx) is hashed once per
  // query; a `not exists` probe per pilot cost about as much as the rest of the search. Areas
  // hold the answer (`visible`), which is also the predicate of their search indexes.
  const conditions: SQL[] =
    rows === "pilot"
      ? [
          sql`p.is_available`,
          // Suspended accounts are left out the same way (users_suspended_idx).
          sql`p.user_id not in (select nf.id from users nf where not nf.can_fly
            union all select su.id from users su where su.suspended_at is not null)`,
        ]
      : [sql`a.visible`];
  if (shape.category) conditions.push(categoryCondition(t, shape.category));
  return conditions;
}

/**
 * What the pilot offers against the other filters: rates within the budget, free now,
 * credentials current. Each reads only columns the search indexes of areas carry (INCLUDE).
 */
export function offerConditions(shape: FilterShape, rows: "pilot" | "area"): SQL[] {
  const t = sql.raw(rows === "pilot" ? "p" : "a");
  const pilotId = sql.raw(rows === "pilot" ? "p.id" : "a.pilot_profile_id");
  const conditions: SQL[] = [];
  const range = BUDGET_RANGES.find((r) => r.value === shape.budget);
  if (range) {
    // Overlap of the pilot's hourly range with the budget range ([min, max) in dollars);
    // the ranges are constants of spec section 9, not input.
    conditions.push(sql`${t}.hourly_rate_max_cents >= ${sql.raw(String(range.min * 100))}`);
    if (range.max !== null) {
      conditions.push(sql`${t}.hourly_rate_min_cents < ${sql.raw(String(range.max * 100))}`);
    }
  }
  if (shape.available) {
    // Hashed once per query too; `is not null` keeps a job without a pilot from emptying it.
    conditions.push(
      sql`${pilotId} not in (select j.pilot_profile_id from jobs j
        where j.status = 'in_progress' and j.pilot_profile_id is not null)`,
    );
  }
  // Verified credentials (features/credentials), on the profile and copied to areas (0016).
  if (shape.part107Current) {
    conditions.push(sql`${t}.part107_valid_through >= ${value("today")}::date`);
  }
  if (shape.insured) {
    conditions.push(
      sql`${t}.insurance_coverage_cents >= ${value("insuredMinCents")}
        and ${t}.insurance_effective_on <= ${value("today")}::date
        and ${t}.insurance_expires_on >= ${value("today")}::date`,
    );
  }
  return conditions;
}

/**
 * A service type to write into the SQL text as a literal, so the planner can prove the
 * predicate of that type's partial index (migrations 0024 and 0025). Checked again here against
 * SERVICE_TYPE_VALUES, since it is not a bound parameter.
 */
export function serviceTypeForSqlText(type: string): string {
  if (!SERVICE_TYPE_VALUES.includes(type)) throw new Error(`unknown service type ${type}`);
  return type;
}

/**
 * The pilot offers `category`, written as a literal: the category's own reach index (migration
 * 0024) holds a quarter or less of the areas.
 */
function categoryCondition(t: SQL, category: string): SQL {
  return sql`${t}.job_categories @> ${sql.raw(`'{${serviceTypeForSqlText(category)}}'`)}::text[]`;
}
