import {
  and,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BUDGET_RANGES, type JobBoardQuery } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { preparedByShape } from "../../db/preparedStatement";
import { containsPattern } from "../../db/textSearch";
import { jobs, pilotProfiles } from "../../db/schema";
import { serviceTypeForSqlText } from "../pilots/searchFilters";
import { milesFromPlace, placeValues, searchBox } from "../pilots/searchStatements";
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
  phi?: number;
  cosPhi?: number;
  lambda?: number;
  radius?: number;
  box?: string;
  limit: number;
  offset: number;
}

const value = (name: keyof BoardValues) => sql.placeholder(name);

/** The page's jobs as the board reads them first: ids and sort keys only, and the count. */
const pageJobs = alias(jobs, "page_jobs");

/** The jobs table, or the alias the board's page of ids reads it as. */
type JobsTable = typeof jobs | typeof pageJobs;

/** Miles from the origin to the job (haversine on earthdistance's sphere). */
const milesFromOrigin = (t: JobsTable) => milesFromPlace(t.lat, t.lng);

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
    ...(origin ? placeValues(origin) : {}),
    ...(origin && radius !== null
      ? { radius, box: searchBox(origin.lat, origin.lng, radius) }
      : {}),
    ...page,
  };
}

/**
 * The board's WHERE for a shape, placeholders for values, over `t`. The radius filter is a box
 * test the partial GiST index of the job's type or of all open jobs answers (migration 0028),
 * then the exact distance; status, lat and lng are written as the indexes' predicates so the
 * planner can prove they apply, and the type as a literal for the same reason. Every column
 * read here but the title (`q`) is in those indexes' INCLUDE list: keep them in step, or the
 * page of ids is no longer read from the index alone.
 */
export function boardConditions(shape: BoardShape, t: JobsTable = jobs): SQL {
  const range = BUDGET_RANGES.find((r) => r.value === shape.budget);
  const conditions: (SQL | undefined)[] = [
    sql`${t.status} = 'open'`,
    or(isNull(t.deadline), gte(t.deadline, sql`${value("now")}::timestamptz`)),
    // Off the board: jobs an operator hid, every job of a suspended client (the `not in`
    // reads the few suspended accounts off users_suspended_idx once per query), and the
    // caller's own jobs as a client (in the same subquery: no round trip to find the profile).
    isNull(t.hiddenAt),
    sql`${t.clientProfileId} not in (select sc.id from client_profiles sc
      join users su on su.id = sc.user_id where su.suspended_at is not null or su.id = ${value("userId")}::uuid)`,
    shape.serviceType
      ? sql`${t.serviceType} = ${sql.raw(`'${serviceTypeForSqlText(shape.serviceType)}'`)}`
      : undefined,
    // Budget ranges of spec section 9: min inclusive, max exclusive (constants, not input).
    range ? gte(t.budgetCents, sql.raw(String(range.min * 100))) : undefined,
    range?.max != null ? lt(t.budgetCents, sql.raw(String(range.max * 100))) : undefined,
    // A job fits the days asked when its date window overlaps them.
    shape.from ? sql`${t.deadline} >= ${value("from")}::timestamptz` : undefined,
    shape.to
      ? sql`coalesce(${t.dateFrom}, ${t.deadline}) <= ${value("to")}::timestamptz`
      : undefined,
    shape.q ? ilike(t.title, sql`${value("pattern")}::text`) : undefined,
  ];
  if (shape.origin && shape.radius) {
    conditions.push(
      sql`${t.lat} is not null and ${t.lng} is not null`,
      sql`${value("box")}::cube @> ll_to_earth(${t.lat}, ${t.lng})`,
      sql`${milesFromOrigin(t)} <= ${value("radius")}::double precision`,
    );
  }
  return and(...conditions)!;
}

/** The keys a page is sorted by, wherever they are read from. */
interface SortKeys {
  createdAt: SQLWrapper | AnyColumn;
  id: SQLWrapper | AnyColumn;
  budgetCents: SQLWrapper | AnyColumn;
  distance: SQLWrapper | AnyColumn;
}

/** newest (default), nearest (newest when no origin is known), or highest budget first. */
function orderBy(shape: BoardShape, keys: SortKeys): SQL[] {
  const newest = [desc(keys.createdAt), desc(keys.id)];
  if (shape.sort === "nearest" && shape.origin) {
    return [sql`${keys.distance} asc nulls last`, ...newest];
  }
  if (shape.sort === "budget") return [desc(keys.budgetCents), ...newest];
  return newest;
}

/**
 * Two steps in one statement: the page's ids, sort keys and the count of every match come from
 * the partial GiST indexes alone (an index-only scan: every column the conditions and the sort
 * read is INCLUDEd, migration 0028), and only the page's rows are then read from the table
 * with the columns an answer carries. Reading every match's row to filter and sort was most of
 * the board's cost (docs/benchmarks.md, "Job board").
 */
function buildBoardStatement(db: Database | Transaction, shape: BoardShape, name: string) {
  const distance = shape.origin ? milesFromOrigin(pageJobs) : sql<null>`null::double precision`;
  const page = db.$with("board_page").as(
    db
      .select({
        id: pageJobs.id,
        createdAt: pageJobs.createdAt,
        budgetCents: pageJobs.budgetCents,
        distance: distance.as("distance"),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(pageJobs)
      .where(boardConditions(shape, pageJobs))
      .orderBy(...orderBy(shape, { ...pageJobs, distance }))
      .limit(value("limit"))
      .offset(value("offset")),
  );
  return db
    .with(page)
    .select({
      job: jobColumns,
      distance: sql<number | null>`${page.distance}`.mapWith((v: unknown) =>
        v === null ? null : Number(v),
      ),
      total: sql<number>`${page.total}`.mapWith(Number),
      // Once per statement (an uncorrelated subquery): board.ts checks the caller is a pilot
      // from it instead of a query of its own before the board's.
      callerIsPilot: sql<boolean>`exists (select 1 from ${pilotProfiles}
        where ${pilotProfiles.userId} = ${value("userId")}::uuid)`,
    })
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .orderBy(...orderBy(shape, page))
    .prepare(name);
}

// Prepared per database and shape (db/preparedStatement.ts says why): the filters a pilot can
// set, by the sorts.
const boardStatement = preparedByShape("job_board", buildBoardStatement);

/** The board's page for a shape and its values: the jobs, each with its distance and the total. */
export function runBoardStatement(db: Database, shape: BoardShape, values: BoardValues) {
  return boardStatement(db, shape).execute(values as unknown as Record<string, unknown>);
}
