import {
  authorizationCovers,
  MAX_ALTITUDE_FT_AGL,
  type AirspaceAuthorization,
} from "./airspaceAuthorization";

export interface FlightLogTimes {
  takeoffAt: Date;
  landingAt: Date;
  maxAltitudeFtAgl: number;
  /**
   * The height of the structure flown within 400 ft of, when the flight used 107.51(b)'s
   * exception (up to 400 ft above the structure's uppermost limit).
   */
  structureHeightFtAgl?: number | null;
}

/** The highest a flight may go: 400 ft AGL, or 400 ft above a structure it stayed near. */
export function altitudeLimitFtAgl(log: Pick<FlightLogTimes, "structureHeightFtAgl">): number {
  const structure = log.structureHeightFtAgl ?? 0;
  return MAX_ALTITUDE_FT_AGL + Math.max(0, structure);
}

/**
 * What is wrong with a flight log, in words for the form; empty when valid. `authorization`
 * is the airspace authorization the flight was made under, when it needed one (107.41): the
 * flight must stay inside its window and under its ceiling.
 */
export function flightLogProblems(
  log: FlightLogTimes,
  authorization: AirspaceAuthorization | null = null,
): string[] {
  const problems: string[] = [];
  if (!(log.landingAt.getTime() > log.takeoffAt.getTime())) {
    problems.push("Landing must be after takeoff.");
  }
  if (!Number.isInteger(log.maxAltitudeFtAgl) || log.maxAltitudeFtAgl < 0) {
    problems.push("Max altitude is a whole number of feet above ground level.");
    return problems;
  }
  const limit = altitudeLimitFtAgl(log);
  if (log.maxAltitudeFtAgl > limit) {
    problems.push(
      log.structureHeightFtAgl
        ? `Max altitude can be at most ${limit} ft AGL: 400 ft above the structure (14 CFR 107.51(b)).`
        : "Above 400 ft AGL is allowed only within 400 ft of a structure, up to 400 ft above its top (14 CFR 107.51(b)): state the structure's height.",
    );
  }
  if (
    authorization &&
    !authorizationCovers(authorization, log.takeoffAt, log.landingAt, log.maxAltitudeFtAgl)
  ) {
    problems.push(
      `The flight is outside its airspace authorization (${authorization.reference}): its window or its ${authorization.ceilingFtAgl} ft AGL ceiling.`,
    );
  }
  return problems;
}
