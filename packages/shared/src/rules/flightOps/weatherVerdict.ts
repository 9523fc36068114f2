/**
 * The weather go/no-go call for a flight. Part 107 sets no wind limit; it requires 3 statute
 * miles of flight visibility and cloud clearance (14 CFR 107.51(c)-(d)) and a preflight check
 * of local weather (107.49(a)(1)). The wind and rain limits are the pilot's (per aircraft), with
 * SkyHire's defaults.
 */
export interface WeatherLimits {
  /** Sustained wind above this is no-go. */
  maxWindMph: number;
  /** Gusts above this are no-go. */
  maxGustMph: number;
  /** A chance of precipitation above this percentage is no-go. */
  maxPrecipitationChance: number;
}

export const DEFAULT_WEATHER_LIMITS: WeatherLimits = {
  maxWindMph: 20,
  maxGustMph: 25,
  maxPrecipitationChance: 50,
};

/**
 * Marginal: within this much of a limit (wind or gusts within 5 mph, rain within 20 points),
 * so the pilot should check again before leaving. Also marginal: below freezing or above
 * 104 °F, outside the 32-104 °F most small drones and their lithium batteries are rated for.
 */
export const MARGINAL_WIND_MARGIN_MPH = 5;
export const MARGINAL_PRECIPITATION_MARGIN = 20;
export const BATTERY_RATED_MIN_F = 32;
export const BATTERY_RATED_MAX_F = 104;

/** One hour's forecast; null where the forecast gives no figure. */
export interface FlightWeather {
  windMph: number | null;
  gustMph: number | null;
  precipitationChance: number | null;
  temperatureF: number | null;
}

export type WeatherVerdictLevel = "go" | "marginal" | "no_go";

export interface WeatherVerdict {
  verdict: WeatherVerdictLevel;
  /** Why, in words for the page (empty for a plain go). */
  reasons: string[];
}

/** The verdict: no-go when any limit is exceeded, marginal when any is near, else go. */
export function weatherVerdict(
  weather: FlightWeather,
  limits: WeatherLimits = DEFAULT_WEATHER_LIMITS,
): WeatherVerdict {
  const noGo: string[] = [];
  const marginal: string[] = [];
  const check = (value: number | null, limit: number, margin: number, describe: string) => {
    if (value === null) return;
    if (value > limit) noGo.push(`${describe} ${value} above the ${limit} limit`);
    else if (value > limit - margin) marginal.push(`${describe} ${value}, near the ${limit} limit`);
  };
  check(weather.windMph, limits.maxWindMph, MARGINAL_WIND_MARGIN_MPH, "Wind (mph)");
  check(weather.gustMph, limits.maxGustMph, MARGINAL_WIND_MARGIN_MPH, "Gusts (mph)");
  check(
    weather.precipitationChance,
    limits.maxPrecipitationChance,
    MARGINAL_PRECIPITATION_MARGIN,
    "Chance of precipitation (%)",
  );
  const t = weather.temperatureF;
  if (t !== null && (t < BATTERY_RATED_MIN_F || t > BATTERY_RATED_MAX_F)) {
    marginal.push(
      `Temperature ${t} °F, outside the ${BATTERY_RATED_MIN_F}-${BATTERY_RATED_MAX_F} °F batteries are rated for`,
    );
  }
  if (noGo.length > 0) return { verdict: "no_go", reasons: [...noGo, ...marginal] };
  if (marginal.length > 0) return { verdict: "marginal", reasons: marginal };
  return { verdict: "go", reasons: [] };
}
