import { DEFAULT_WEATHER_LIMITS, type WeatherLimits } from "./weatherVerdict";

/** The range a pilot may set each limit in (a limit of 0 mph would ground every flight). */
export const WEATHER_LIMIT_RANGES: Record<keyof WeatherLimits, { min: number; max: number }> = {
  maxWindMph: { min: 1, max: 50 },
  maxGustMph: { min: 1, max: 60 },
  maxPrecipitationChance: { min: 0, max: 100 },
};

export const GUSTS_BELOW_WIND_MESSAGE =
  "The gust limit can't be below the sustained wind limit: gusts are always at least the wind.";

/** Why a set of limits can't be saved, or null: gusts never blow slower than the wind. */
export function weatherLimitsRefusal(limits: WeatherLimits): string | null {
  return limits.maxGustMph < limits.maxWindMph ? GUSTS_BELOW_WIND_MESSAGE : null;
}

/** The limits a verdict uses: the planned aircraft's, else SkyHire's defaults. */
export function limitsForFlight(aircraft: WeatherLimits | null | undefined): WeatherLimits {
  if (!aircraft) return DEFAULT_WEATHER_LIMITS;
  return {
    maxWindMph: aircraft.maxWindMph,
    maxGustMph: aircraft.maxGustMph,
    maxPrecipitationChance: aircraft.maxPrecipitationChance,
  };
}

/** "No-go above 20 mph wind, 25 mph gusts or a 50% chance of precipitation." */
export function weatherLimitsText(limits: WeatherLimits): string {
  return `No-go above ${limits.maxWindMph} mph wind, ${limits.maxGustMph} mph gusts or a ${limits.maxPrecipitationChance}% chance of precipitation.`;
}
