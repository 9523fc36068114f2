import {
  and,
  desc,
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
import { containsPattern } from "../../db/textSearch";
import { jobs } from "../../db/schema";
import { serviceTypeForSqlText } from "../pilots/searchFilters";
import { milesFromPlace, placeValues, searchBox } from "../pilots/searchStatements";
import type { Origin } from "./geo";

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
  /**
   * How the radius is read: "cells" reads a page from each map cell it touches and counts up
   * to a cap (boardCells.ts, migration 0029); "box" reads every job in the radius's box from
   * the GiST indexes (a wide radius), or every open job (no radius), and counts them all.
   */
  plan: "cells" | "box";
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
  /** The map cells the radius touches (plan "cells"). */
  cells?: number[];
  limit: number;
  offset: number;
  /** offset + limit: how many jobs each cell gives at most. */
  pageEnd: number;
  /** The nearest-first read's length: pageEnd and room for ties (NEAREST_TIE_ROOM). */
  nearestEnd: number;
  /** Plan "cells": the count stops here (one past the cap, to know it was passed). */
  countedAtMost: number;
}

export const value = (name: keyof BoardValues) => sql.placeholder(name);

/** The page's jobs as the board reads them first: ids and sort keys only. */
export const pageJobs = alias(jobs, "page_jobs");

/** The jobs table, or the alias the board's page of ids reads it as. */
export type JobsTable = typeof jobs | typeof pageJobs;

/** Miles from the origin to the job (haversine on earthdistance's sphere). */
export const milesFromOrigin = (t: JobsTable) => milesFromPlace(t.lat, t.lng);

/**
 * Nearest first, jobs at exactly the same distance (one address, several jobs) come in no set
 * order from the GiST index: it gives this many more than the page needs, so a tie across the
 * page's end is still whole when the page is put in its exact order (distance, then newest).
 */
const NEAREST_TIE_ROOM = 8;

/** The values of a search, for the statement of its shape. */
export function boardValues(
  query: JobBoardQuery,
  origin: Origin | null,
  radius: number | null,
  userId: string,
  now: Date,
  page: { limit: number; offset: number; countedAtMost: number; cells: number[] | null },
): BoardValues {
  const { cells, ...paging } = page;
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
    ...(cells ? { cells } : {}),
    ...paging,
    pageEnd: paging.offset + paging.limit,
    nearestEnd: paging.offset + paging.limit + NEAREST_TIE_ROOM,
  };
}

/**
 * Where a statement finds the jobs in the radius: the box the partial GiST index of the job's
 * type or of all open jobs answers (migration 0028), or one map cell of the btree indexes of
 * migration 0029 (`board_cells.cell`, the cell a lateral read is for). Either way the exact
 * distance decides.
 */
export type BoardArea = "box" | "cell";

/**
 * The board's WHERE for a shape, placeholders for values, over `t`. Status, lat and lng are
 * written as the indexes' predicates so the planner can prove they apply, the type and the
 * budget range as literals for the same reason. Every column read here but the title (`q`) is
 * in the indexes' INCLUDE lists: keep them in step, or the page of ids is no longer read from
 * an index alone.
 */
export function boardConditions(
  shape: BoardShape,
  t: JobsTable = jobs,
  area: BoardArea = "box",
): SQL {
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
      area === "box"
        ? sql`${value("box")}::cube @> ll_to_earth(${t.lat}, ${t.lng})`
        : sql`job_board_cell(${t.lat}, ${t.lng}) = board_cells.cell`,
      sql`${milesFromOrigin(t)} <= ${value("radius")}::double precision`,
    );
    // The newest order's cell indexes key on the budget's range: an equality they can follow.
    // Not by budget: its indexes read the range in budget order, which the equality would make
    // the planner give up for a sort of every job of the range in each cell.
    if (area === "cell" && range && shape.sort !== "budget") {
      conditions.push(
        sql`job_budget_range(${t.budgetCents}) = ${sql.raw(String(BUDGET_RANGES.indexOf(range)))}`,
      );
    }
  }
  return and(...conditions)!;
}

/** The keys a page is sorted by, wherever they are read from. */
export interface SortKeys {
  createdAt: SQLWrapper | AnyColumn;
  id: SQLWrapper | AnyColumn;
  budgetCents: SQLWrapper | AnyColumn;
  distance: SQLWrapper | AnyColumn;
}

/** newest (default), nearest (newest when no origin is known), or highest budget first. */
export function orderBy(shape: BoardShape, keys: SortKeys): SQL[] {
  const newest = [desc(keys.createdAt), desc(keys.id)];
  if (shape.sort === "nearest" && shape.origin) {
    return [sql`${keys.distance} asc nulls last`, ...newest];
  }
  if (shape.sort === "budget") return [desc(keys.budgetCents), ...newest];
  return newest;
}
