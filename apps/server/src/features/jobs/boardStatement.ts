import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { preparedByShape } from "../../db/preparedStatement";
import { jobs, pilotProfiles } from "../../db/schema";
import {
  boardConditions,
  milesFromOrigin,
  orderBy,
  pageJobs,
  value,
  type BoardShape,
  type BoardValues,
} from "./boardQuery";
import { jobColumns } from "./jobDto";

/** The map cells of a "cells" statement, one lateral read each. */
const boardCells = sql`unnest(${value("cells")}::integer[]) as board_cells(cell)`;

/** The distance column of a page read: miles from the origin, or null without one. */
function distanceOf(shape: BoardShape) {
  return shape.origin ? milesFromOrigin(pageJobs) : sql<null>`null::double precision`;
}

/**
 * The page read's columns: id and sort keys, with the distance measured with the origin's
 * values (`distance`: its unaliased expression, for an ORDER BY in the same select).
 */
function pageKeys(shape: BoardShape, distance = distanceOf(shape)) {
  return {
    id: pageJobs.id,
    createdAt: pageJobs.createdAt,
    budgetCents: pageJobs.budgetCents,
    distance: distance.as("distance"),
  };
}

type KeyName = "id" | "createdAt" | "budgetCents" | "distance";

/** A page read's columns, selected again from outside it. */
function keysOf<T extends Record<KeyName, unknown>>(read: T): Pick<T, KeyName> {
  return {
    id: read.id,
    createdAt: read.createdAt,
    budgetCents: read.budgetCents,
    distance: read.distance,
  };
}

/** The page's ids and sort keys, read from the radius's box or every open job (plan "box"). */
function pageFromBox(db: Database | Transaction, shape: BoardShape) {
  const distance = distanceOf(shape);
  return db
    .select({ ...pageKeys(shape, distance), total: sql<number>`count(*) over ()`.as("total") })
    .from(pageJobs)
    .where(boardConditions(shape, pageJobs))
    .orderBy(...orderBy(shape, { ...pageJobs, distance }))
    .limit(value("limit"))
    .offset(value("offset"));
}

/**
 * Newest or highest budget first around a place (plan "cells"): each map cell the radius
 * touches gives at most `pageEnd` jobs in that order from its btree index (migration 0029), and
 * the page is the best of them, however many jobs the cells hold.
 */
function pageFromCells(db: Database | Transaction, shape: BoardShape) {
  const distance = distanceOf(shape);
  const cellJobs = db
    .select(pageKeys(shape, distance))
    .from(pageJobs)
    .where(boardConditions(shape, pageJobs, "cell"))
    .orderBy(...orderBy(shape, { ...pageJobs, distance }))
    .limit(value("pageEnd"))
    .as("page_read");
  return db
    .select(keysOf(cellJobs))
    .from(boardCells)
    .crossJoinLateral(cellJobs)
    .orderBy(...orderBy(shape, cellJobs))
    .limit(value("limit"))
    .offset(value("offset"));
}

/**
 * Nearest first around a place (plan "cells"): the GiST index of the radius's box gives jobs in
 * distance order (k-nearest-neighbour), and the read stops once the page is full.
 */
function pageFromNearest(db: Database | Transaction, shape: BoardShape) {
  const nearest = db
    .select(pageKeys(shape))
    .from(pageJobs)
    .where(boardConditions(shape, pageJobs, "box"))
    .orderBy(
      sql`ll_to_earth(${pageJobs.lat}, ${pageJobs.lng}) <-> ll_to_earth(${value("lat")}::double precision, ${value("lng")}::double precision)`,
    )
    .limit(value("nearestEnd"))
    .as("page_read");
  const page = db
    .select(keysOf(nearest))
    .from(nearest)
    .orderBy(...orderBy(shape, nearest))
    .limit(value("limit"))
    .offset(value("offset"));
  // The same columns as pageFromCells' (only the FROM differs), which Drizzle types apart.
  return page as unknown as ReturnType<typeof pageFromCells>;
}

/**
 * How many jobs the radius holds, up to `countedAtMost` (plan "cells"): each cell is read until
 * the count is reached, so a city's thousands of jobs are never all counted.
 */
function cappedCount(db: Database | Transaction, shape: BoardShape) {
  const cellMatches = db
    .select({ one: sql<number>`1`.as("one") })
    .from(pageJobs)
    .where(boardConditions(shape, pageJobs, "cell"))
    .limit(value("countedAtMost"))
    .as("cell_matches");
  const matches = db
    .select({ one: cellMatches.one })
    .from(boardCells)
    .crossJoinLateral(cellMatches)
    .limit(value("countedAtMost"))
    .as("matches");
  return db.select({ total: sql<number>`count(*)::integer`.as("total") }).from(matches);
}

/**
 * Once per statement (an uncorrelated subquery): board.ts checks the caller is a pilot from it
 * instead of a query of its own before the board's.
 */
const callerIsPilot = sql<boolean>`exists (select 1 from ${pilotProfiles}
  where ${pilotProfiles.userId} = ${value("userId")}::uuid)`;

const distanceOrNull = (column: unknown) =>
  sql<number | null>`${column}`.mapWith((v: unknown) => (v === null ? null : Number(v)));

/**
 * Two steps in one statement: the page's ids and sort keys from an index alone (every column
 * the conditions and the sorts read is INCLUDEd, migrations 0028 and 0029), then only the
 * page's rows from the table with the columns an answer carries. Reading every match's row to
 * filter and sort was most of the board's cost (docs/benchmarks.md, "Job board").
 *
 * Plan "box" counts every match (a window count on each row); plan "cells" counts up to a cap
 * in a step of its own, so its one row comes even past the last page (the page is left-joined
 * to it: a row without a job says only the count).
 */
function buildBoardStatement(db: Database | Transaction, shape: BoardShape, name: string) {
  if (shape.plan === "box") {
    const page = db.$with("board_page").as(pageFromBox(db, shape));
    return db
      .with(page)
      .select({
        job: jobColumns,
        distance: distanceOrNull(page.distance),
        total: sql<number>`${page.total}`.mapWith(Number),
        callerIsPilot,
      })
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.id))
      .orderBy(...orderBy(shape, page))
      .prepare(name);
  }
  const counted = db.$with("board_count").as(cappedCount(db, shape));
  const page = db
    .$with("board_page")
    .as(shape.sort === "nearest" ? pageFromNearest(db, shape) : pageFromCells(db, shape));
  return db
    .with(counted, page)
    .select({
      job: jobColumns,
      distance: distanceOrNull(page.distance),
      total: sql<number>`${counted.total}`.mapWith(Number),
      callerIsPilot,
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(jobs, eq(jobs.id, page.id))
    .orderBy(...orderBy(shape, page))
    .prepare(name);
}

// Prepared per database and shape (db/preparedStatement.ts says why): the filters a pilot can
// set, by the sorts and plans.
const boardStatement = preparedByShape("job_board", buildBoardStatement);

/** The board's page for a shape and its values: the jobs, each with its distance and the total. */
export async function runBoardStatement(db: Database, shape: BoardShape, values: BoardValues) {
  return boardStatement(db, shape).execute(values as unknown as Record<string, unknown>);
}
