import { and, desc, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { BUDGET_RANGES, type JobBoardQuery } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { preparedByShape } from "../../db/preparedStatement";
import { containsPattern } from "../../db/textSearch";
import { jobs, METERS_PER_MILE } from "../../db/schema";
import { serviceTypeForSqlText } from "../pilots/searchFilters";
import { searchBox } from "../pilots/searchStatements";
import type { Origin } from "./geo";
import { jobColumns } from "./jobDto";

/** What decides the board statement's text: which filters are set, the sort, the origin. */
export interface BoardShape {
  sort: JobBoardQuery["sort"];
  serviceType: string | undefined;
  budget: JobBoardQuery["budget"];
  from: boolean;
  to: boolean;
  q: boolean;
  origin: boolean;
  radius: boolean;
}

/** The values a board statement runs with (`:name` placeholders in its text). */
export interface BoardValues {
  userId: string;
  now: string;
  from?: string;
  to?: string;
  pattern?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  box?: string;
  limit: number;
  offset: number;
}

const METERS = sql.raw(String(METERS_PER_MILE));
const value = (name: keyof BoardValues) => sql.placeholder(name);

/** Miles from the origin to the job, as earthdistance measures them. */
const milesFromOrigin = sql<number | null>`(earth_distance(
  ll_to_earth(${value("lat")}::double precision, ${value("lng")}::double precision),
  ll_to_earth(${jobs.lat}, ${jobs.lng})) / ${METERS})`;

/** The values of a search, for the statement of its shape. */
export function boardValues(
  query: JobBoardQuery,
  origin: Origin | null,
  radius: number | null,
  userId: string,
  now: Date,
  page: { limit: number; offset: number },
): BoardValues {
  return {
    userId,
    now: now.toISOString(),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.q ? { pattern: containsPattern(query.q) } : {}),
    ...(origin ? { lat: origin.lat, lng: origin.lng } : {}),
    ...(origin && radius !== null
      ? { radius, box: searchBox(origin.lat, origin.lng, radius) }
      : {}),
    ...page,
  };
}

/**
 * The board's WHERE for a shape, placeholders for values. The radius filter is a box test the
 * partial GiST index of the job's type (migration 0025) or of all open jobs (0006) answers,
 * then the exact distance; status, lat and lng are written as the indexes' predicates so the
 * planner can prove they apply, and the type as a literal for the same reason.
 */
export function boardConditions(shape: BoardShape): SQL {
  const range = BUDGET_RANGES.find((r) => r.value === shape.budget);
  const conditions: (SQL | undefined)[] = [
    sql`${jobs.status} = 'open'`,
    or(isNull(jobs.deadline), gte(jobs.deadline, sql`${value("now")}::timestamptz`)),
    // Off the board: jobs an operator hid, every job of a suspended client (the `not in`
    // reads the few suspended accounts off users_suspended_idx once per query), and the
    // caller's own jobs as a client (in the same subquery: no round trip to find the profile).
    isNull(jobs.hiddenAt),
    sql`${jobs.clientProfileId} not in (select sc.id from client_profiles sc
      join users su on su.id = sc.user_id where su.suspended_at is not null or su.id = ${value("userId")}::uuid)`,
    shape.serviceType
      ? sql`${jobs.serviceType} = ${sql.raw(`'${serviceTypeForSqlText(shape.serviceType)}'`)}`
      : undefined,
    // Budget ranges of spec section 9: min inclusive, max exclusive (constants, not input).
    range ? gte(jobs.budgetCents, sql.raw(String(range.min * 100))) : undefined,
    range?.max != null ? lt(jobs.budgetCents, sql.raw(String(range.max * 100))) : undefined,
    // A job fits the days asked when its date window overlaps them.
    shape.from ? sql`${jobs.deadline} >= ${value("from")}::timestamptz` : undefined,
    shape.to
      ? sql`coalesce(${jobs.dateFrom}, ${jobs.deadline}) <= ${value("to")}::timestamptz`
      : undefined,
    shape.q ? ilike(jobs.title, sql`${value("pattern")}::text`) : undefined,
  ];
  if (shape.origin && shape.radius) {
    conditions.push(
      sql`${jobs.lat} is not null and ${jobs.lng} is not null`,
      sql`${value("box")}::cube @> ll_to_earth(${jobs.lat}, ${jobs.lng})`,
      sql`${milesFromOrigin} <= ${value("radius")}::double precision`,
    );
  }
  return and(...conditions)!;
}

/** newest (default), nearest (newest when no origin is known), or highest budget first. */
function orderBy(shape: BoardShape): SQL[] {
  const newest = [desc(jobs.createdAt), desc(jobs.id)];
  if (shape.sort === "nearest" && shape.origin) {
    return [sql`${milesFromOrigin} asc nulls last`, ...newest];
  }
  if (shape.sort === "budget") return [desc(jobs.budgetCents), ...newest];
  return newest;
}

function buildBoardStatement(db: Database | Transaction, shape: BoardShape, name: string) {
  const distance = shape.origin ? milesFromOrigin : sql<null>`null::double precision`;
  return db
    .select({
      job: jobColumns,
      distance: distance.mapWith((v: unknown) => (v === null ? null : Number(v))),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .where(boardConditions(shape))
    .orderBy(...orderBy(shape))
    .limit(value("limit"))
    .offset(value("offset"))
    .prepare(name);
}

// Prepared per database and shape (db/preparedStatement.ts says why): the filters a pilot can
// set, by the sorts.
const boardStatement = preparedByShape("job_board", buildBoardStatement);

/** The board's page for a shape and its values: the jobs, each with its distance and the total. */
export function runBoardStatement(db: Database, shape: BoardShape, values: BoardValues) {
  return boardStatement(db, shape).execute(values as unknown as Record<string, unknown>);
}
