import { MAX_ALTITUDE_FT_AGL } from "@skyhire/shared";
import type { Transaction } from "../../db/client";

/**
 * The highest a flight of this job may be logged at, feet AGL. The seam for airspace
 * authorizations (14 CFR 107.41): where the job has one recorded that covers the flight's
 * window, answer its approved ceiling; without one, Part 107's 400 ft (107.51(b)).
 */
export async function allowedCeilingFtAgl(
  _tx: Transaction,
  _jobId: string,
  _flight: { takeoffAt: Date; landingAt: Date },
): Promise<number> {
  return MAX_ALTITUDE_FT_AGL;
}
