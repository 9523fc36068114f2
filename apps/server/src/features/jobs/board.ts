import { and, desc, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  BUDGET_RANGES,
  JOB_BOARD_DEFAULT_PAGE_SIZE,
  JOB_BOARD_DEFAULT_RADIUS_MILES,
  unknownLocationMessage,
  type JobBoardQuery,
  type JobDto,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs, METERS_PER_MILE, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { geocode } from "../pilots/geocoding";
import { searchBox, serviceTypeForSqlText } from "../pilots/search";
import { requirePilotProfile } from "./access";
import { pilotBase, type Origin } from "./geo";
import { jobColumns, toJobDto } from "./jobDto";

export interface JobBoardResult {
  items: JobDto[];
  total: number;
  page: number;
  pageSize: number;
  origin: string | null;
}

export interface JobBoardOptions {
  /** `radius=all`: no distance limit (distances are still measured when there is an origin). */
  anyDistance: boolean;
  now: Date;
}

const METERS = sql.raw(String(METERS_PER_MILE));

/** Miles from the origin to the job, as earthdistance measures them. */
function milesFrom(origin: Origin): SQL<number | null> {
  return sql<number | null>`(earth_distance(
    ll_to_earth(${origin.lat}::double precision, ${origin.lng}::double precision),
    ll_to_earth(${jobs.lat}, ${jobs.lng})) / ${METERS})`;
}

/** LIKE's wildcards typed by a person are meant literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/jobs: open jobs a pilot can still fly (deadline not passed), not the caller's own,
 * filtered, sorted and paged in one SQL statement; the total rides on each row as a window
 * count. Distances are from the pilot's base, or from `location` when the pilot searches
 * elsewhere.
 *
 * The radius filter is a box test that the partial GiST index jobs_open_location_idx
 * (migration 0006: ll_to_earth(lat, lng) of open jobs with coordinates) answers, then the exact
 * distance. The status, lat and lng conditions are written as the index predicate so the
 * planner can prove the index applies.
 */
export async function jobBoard(
  db: Database,
  user: User,
  query: JobBoardQuery,
  { anyDistance, now }: JobBoardOptions,
): Promise<JobBoardResult> {
  const pilot = await requirePilotProfile(db, user.id);
  const origin = query.location ? geocodeOrFail(query.location) : pilotBase(pilot);
  const radius = origin && !anyDistance ? (query.radius ?? JOB_BOARD_DEFAULT_RADIUS_MILES) : null;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? JOB_BOARD_DEFAULT_PAGE_SIZE;

  const conditions: (SQL | undefined)[] = [
    sql`${jobs.status} = 'open'`,
    or(isNull(jobs.deadline), gte(jobs.deadline, now)),
    // Off the board: jobs an operator hid, every job of a suspended client (the `not in`
    // reads the few suspended accounts off users_suspended_idx once per query), and the
    // caller's own jobs as a client (in the same subquery: no round trip to find the profile).
    isNull(jobs.hiddenAt),
    sql`${jobs.clientProfileId} not in (select sc.id from client_profiles sc
      join users su on su.id = sc.user_id where su.suspended_at is not null or su.id = ${user.id})`,
    query.serviceType ? serviceTypeIs(query.serviceType) : undefined,
    ...budgetConditions(query.budget),
    // A job fits the days asked when its date window overlaps them.
    query.from ? sql`${jobs.deadline} >= ${query.from}::timestamptz` : undefined,
    query.to
      ? sql`coalesce(${jobs.dateFrom}, ${jobs.deadline}) <= ${query.to}::timestamptz`
      : undefined,
    query.q ? ilike(jobs.title, containsPattern(query.q)) : undefined,
  ];
  if (origin && radius !== null) {
    conditions.push(
      sql`${jobs.lat} is not null and ${jobs.lng} is not null`,
      sql`${searchBox(origin.lat, origin.lng, radius)}::cube @> ll_to_earth(${jobs.lat}, ${jobs.lng})`,
      sql`${milesFrom(origin)} <= ${radius}::double precision`,
    );
  }
  const where = and(...conditions);
  const distance = origin ? milesFrom(origin) : sql<null>`null::double precision`;

  const rows = await db
    .select({
      job: jobColumns,
      distance: distance.mapWith((v: unknown) => (v === null ? null : Number(v))),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .where(where)
    .orderBy(...orderBy(query.sort, origin))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  let total = rows[0]?.total ?? 0;
  // Past the last page the window count has no row to ride on; count separately.
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(where);
    total = row?.n ?? 0;
  }

  return {
    items: rows.map((row) => toJobDto(row.job, origin ? row.distance : null)),
    total,
    page,
    pageSize,
    origin: origin?.label ?? null,
  };
}

/**
 * The type written as a literal: the planner then proves the predicate of that type's partial
 * location index (migration 0025) and reads only the open jobs of that type near the place.
 */
function serviceTypeIs(type: string): SQL {
  return sql`${jobs.serviceType} = ${sql.raw(`'${serviceTypeForSqlText(type)}'`)}`;
}

function geocodeOrFail(text: string): Origin {
  const place = geocode(text);
  if (!place) {
    const message = unknownLocationMessage(text);
    throw new HttpError(400, message, [{ path: "querystring.location", message }]);
  }
  return { label: place.label, lat: place.lat, lng: place.lng };
}

/** Budget ranges of spec section 9 over the job's budget: min inclusive, max exclusive. */
function budgetConditions(value: JobBoardQuery["budget"]): SQL[] {
  const range = BUDGET_RANGES.find((r) => r.value === value);
  if (!range) return [];
  const conditions = [gte(jobs.budgetCents, range.min * 100)];
  if (range.max !== null) conditions.push(lt(jobs.budgetCents, range.max * 100));
  return conditions;
}

/** newest (default), nearest (newest when no origin is known), or highest budget first. */
function orderBy(sort: JobBoardQuery["sort"], origin: Origin | null): SQL[] {
  const newest = [desc(jobs.createdAt), desc(jobs.id)];
  if (sort === "nearest" && origin) return [sql`${milesFrom(origin)} asc nulls last`, ...newest];
  if (sort === "budget") return [desc(jobs.budgetCents), ...newest];
  return newest;
}
