import { getPosition, getTimes } from "suncalc";
import { siteDateOf, siteDateTime, type Site } from "./siteTime";

/**
 * A site's sun times on one of its calendar days. Civil twilight is the sun's centre between
 * 0° and 6° below the horizon (14 CFR 107.29(c), as the U.S. Naval Observatory defines it):
 * morning civil twilight runs from `civilDawn` to `sunrise`, evening from `sunset` to
 * `civilDusk`. A time is null where it does not happen that day (polar day or night).
 */
export interface SunTimes {
  civilDawn: Date | null;
  sunrise: Date | null;
  sunset: Date | null;
  civilDusk: Date | null;
  /** The end of the morning golden hour (sun 6° above the horizon). */
  goldenHourEnd: Date | null;
  /** The start of the evening golden hour. */
  goldenHourStart: Date | null;
}

/** Sun times at the site on `date` ("YYYY-MM-DD" in the site's zone), from suncalc. */
export function sunTimes(site: Site, date: string): SunTimes {
  // suncalc picks the solar day containing the instant it is given: local noon is inside the
  // site's own day whatever the longitude.
  const noon = siteDateTime(date, "12:00", site.timeZone);
  const times = getTimes(noon, site.lat, site.lng);
  return {
    civilDawn: times.dawn,
    sunrise: times.sunrise,
    sunset: times.sunset,
    civilDusk: times.dusk,
    goldenHourEnd: times.goldenHourEnd,
    goldenHourStart: times.goldenHour,
  };
}

/** Daylight, civil twilight, or night (the sun more than 6° below the horizon). */
export type DaylightPhase = "day" | "civil_twilight" | "night";

/** Where the sun is at an instant, as the site's sun times for that day bound it. */
export function daylightPhase(site: Site, instant: Date): DaylightPhase {
  const times = sunTimes(site, siteDateOf(instant, site.timeZone));
  const at = instant.getTime();
  const { civilDawn, sunrise, sunset, civilDusk } = times;
  if (civilDawn && civilDusk && sunrise && sunset) {
    if (at < civilDawn.getTime() || at > civilDusk.getTime()) return "night";
    if (at < sunrise.getTime() || at > sunset.getTime()) return "civil_twilight";
    return "day";
  }
  // No rise or set that day (high latitudes): the sun's altitude at the instant decides.
  const altitude = getPosition(instant, site.lat, site.lng).altitude;
  if (altitude < -6) return "night";
  return altitude < -0.833 ? "civil_twilight" : "day";
}

/**
 * A night operation under 14 CFR 107.29: "night" is the time between the end of evening civil
 * twilight and the beginning of morning civil twilight (14 CFR 1.1). It needs the remote pilot's
 * night knowledge test or training (107.29(a)(1)) and anti-collision lighting visible for 3
 * statute miles (107.29(a)(2)).
 */
export function isNightOperation(site: Site, instant: Date): boolean {
  return daylightPhase(site, instant) === "night";
}

/** 107.29(b): the same anti-collision lighting is needed during civil twilight as at night. */
export function needsAntiCollisionLighting(site: Site, instant: Date): boolean {
  return daylightPhase(site, instant) !== "day";
}
