/**
 * An airspace authorization the pilot states they hold: operating in Class B, C, D or the
 * surface area of Class E needs one from ATC (14 CFR 107.41), through LAANC or FAA DroneZone.
 * SkyHire records it; it never grants one.
 */
export const AIRSPACE_AUTHORIZATION_KINDS = ["laanc", "dronezone"] as const;
export type AirspaceAuthorizationKind = (typeof AIRSPACE_AUTHORIZATION_KINDS)[number];

/** Part 107's altitude limit, feet above ground level (14 CFR 107.51(b)). */
export const MAX_ALTITUDE_FT_AGL = 400;

export interface AirspaceAuthorization {
  kind: AirspaceAuthorizationKind;
  reference: string;
  /** The approved ceiling, feet AGL: from the facility map's grid, never above 400. */
  ceilingFtAgl: number;
  validFrom: Date;
  validTo: Date;
}

/** What is wrong with an authorization record, in words for the form; empty when valid. */
export function authorizationProblems(record: AirspaceAuthorization): string[] {
  const problems: string[] = [];
  if (record.reference.trim() === "") problems.push("Enter the authorization's reference number.");
  if (!Number.isInteger(record.ceilingFtAgl) || record.ceilingFtAgl <= 0) {
    problems.push("The approved ceiling is a whole number of feet above ground level.");
  } else if (record.ceilingFtAgl > MAX_ALTITUDE_FT_AGL) {
    // 107.51(b): an airspace authorization does not lift the 400 ft limit.
    problems.push(`The approved ceiling can be at most ${MAX_ALTITUDE_FT_AGL} ft AGL.`);
  }
  if (!(record.validTo.getTime() > record.validFrom.getTime())) {
    problems.push("The authorization must end after it starts.");
  }
  return problems;
}

/** Whether the authorization covers flying from `from` to `to` up to `altitudeFtAgl`. */
export function authorizationCovers(
  record: AirspaceAuthorization,
  from: Date,
  to: Date,
  altitudeFtAgl: number,
): boolean {
  return (
    from.getTime() >= record.validFrom.getTime() &&
    to.getTime() <= record.validTo.getTime() &&
    altitudeFtAgl <= record.ceilingFtAgl
  );
}
