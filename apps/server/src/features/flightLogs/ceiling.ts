import { and, desc, eq, gte, lte } from "drizzle-orm";
import { MAX_ALTITUDE_FT_AGL } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { airspaceAuthorizations } from "../../db/schema";

/**
 * The highest a flight of this job may be logged at, feet AGL: the approved ceiling of an
 * airspace authorization recorded on the job whose window covers the whole flight (14 CFR
 * 107.41; the highest when several do), else Part 107's 400 ft (107.51(b)). An authorization
 * never lifts the limit above 400 ft: its ceiling is checked at 1-400 when recorded.
 */
export async function allowedCeilingFtAgl(
  tx: Transaction,
  jobId: string,
  flight: { takeoffAt: Date; landingAt: Date },
): Promise<number> {
  const [covering] = await tx
    .select({ ceilingFtAgl: airspaceAuthorizations.ceilingFtAgl })
    .from(airspaceAuthorizations)
    .where(
      and(
        eq(airspaceAuthorizations.jobId, jobId),
        lte(airspaceAuthorizations.validFrom, flight.takeoffAt),
        gte(airspaceAuthorizations.validTo, flight.landingAt),
      ),
    )
    .orderBy(desc(airspaceAuthorizations.ceilingFtAgl))
    .limit(1);
  return covering?.ceilingFtAgl ?? MAX_ALTITUDE_FT_AGL;
}
