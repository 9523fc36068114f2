import { sql } from "drizzle-orm";
import {
  JOB_BOARD_COUNT_LIMIT,
  JOB_BOARD_DEFAULT_PAGE_SIZE,
  JOB_BOARD_DEFAULT_RADIUS_MILES,
  unknownLocationMessage,
  type JobBoardQuery,
  type JobDto,
} from "@skyhire/shared";
import { countLimitFor } from "../../db/cappedCount";
import type { Database } from "../../db/client";
import { jobs, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { geocode } from "../pilots/geocoding";
import { requirePilotProfile } from "./access";
import { boardCellsWithin } from "./boardCells";
import { boardConditions, boardValues, type BoardShape } from "./boardQuery";
import { runBoardStatement } from "./boardStatement";
import { pilotBase, type Origin } from "./geo";
import { toJobDto } from "./jobDto";

export interface JobBoardResult {
  items: JobDto[];
  total: number;
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
  origin: string | null;
}

export interface JobBoardOptions {
  /** `radius=all`: no distance limit (distances are still measured when there is an origin). */
  anyDistance: boolean;
  now: Date;
}

/**
 * GET /api/jobs: open jobs a pilot can still fly (deadline not passed), not the caller's own,
 * filtered, sorted and paged in one prepared SQL statement per shape of search
 * (boardStatement.ts). Only pilots (with a pilot profile) see the board. Distances are from
 * the pilot's base, or from `location` when the pilot searches elsewhere.
 *
 * Within a radius of up to about 150 miles (the map cells of boardCells.ts) the statement
 * reads no more than the page and counts up to JOB_BOARD_COUNT_LIMIT past its start: `total`
 * is then the limit and `totalIsEstimate` true. A wider radius, or none, counts every match.
 */
export async function jobBoard(
  db: Database,
  user: User,
  query: JobBoardQuery,
  { anyDistance, now }: JobBoardOptions,
): Promise<JobBoardResult> {
  // Searching from a place, the board's statement also says whether the caller has a pilot
  // profile (one round trip fewer, docs/benchmarks.md); from the pilot's base, it is read first.
  const origin = query.location
    ? geocodeOrFail(query.location)
    : pilotBase(await requirePilotProfile(db, user.id));
  const radius = origin && !anyDistance ? (query.radius ?? JOB_BOARD_DEFAULT_RADIUS_MILES) : null;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? JOB_BOARD_DEFAULT_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  const cells = origin && radius !== null ? boardCellsWithin(origin.lat, origin.lng, radius) : null;
  const countLimit = countLimitFor(offset, pageSize, JOB_BOARD_COUNT_LIMIT);

  const shape: BoardShape = {
    sort: query.sort,
    serviceType: query.serviceType,
    budget: query.budget,
    from: Boolean(query.from),
    to: Boolean(query.to),
    q: Boolean(query.q),
    origin: origin !== null,
    radius: radius !== null,
    plan: cells ? "cells" : "box",
  };
  const values = boardValues(query, origin, radius, user.id, now, {
    limit: pageSize,
    offset,
    cells,
    countedAtMost: countLimit + 1,
  });
  const rows = await runBoardStatement(db, shape, values);
  // No row to say so, or a row saying no: the profile is asked for (403 when there is none).
  if (query.location && rows[0]?.callerIsPilot !== true) await requirePilotProfile(db, user.id);

  let total = rows[0]?.total ?? 0;
  const totalIsEstimate = shape.plan === "cells" && total > countLimit;
  if (totalIsEstimate) total = countLimit;
  // Plan "box" past the last page: the window count has no row to ride on; count separately.
  if (shape.plan === "box" && rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .where(boardConditions(shape))
      .execute(values as unknown as Record<string, unknown>);
    total = row?.n ?? 0;
  }

  return {
    items: rows.flatMap((row) =>
      row.job ? [toJobDto(row.job, origin ? row.distance : null)] : [],
    ),
    total,
    totalIsEstimate,
    page,
    pageSize,
    origin: origin?.label ?? null,
  };
}

function geocodeOrFail(text: string): Origin {
  const place = geocode(text);
  if (!place) {
    const message = unknownLocationMessage(text);
    throw new HttpError(400, message, [{ path: "querystring.location", message }]);
  }
  return { label: place.label, lat: place.lat, lng: place.lng };
}
