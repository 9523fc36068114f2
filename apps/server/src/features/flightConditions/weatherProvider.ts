import type { LatLng } from "@skyhire/shared";

/** One hour of a forecast, in the units the verdict rules use; null where none is given. */
export interface ForecastHour {
  start: Date;
  end: Date;
  windMph: number | null;
  gustMph: number | null;
  precipitationChance: number | null;
  temperatureF: number | null;
  shortForecast: string;
}

export interface HourlyForecast {
  updatedAt: Date | null;
  hours: ForecastHour[];
}

/**
 * Where forecasts come from. The one real adapter is the US National Weather Service's
 * (nwsProvider.ts); tests point it at a local replay of that API (testing/fakeWeatherService.ts).
 */
export interface WeatherProvider {
  /** The hourly forecast at a point; throws WeatherUnavailableError when it can't be had. */
  hourlyForecast(point: LatLng): Promise<HourlyForecast>;
}

/** The forecast could not be fetched or read (no network, outside the US, a bad answer). */
export class WeatherUnavailableError extends Error {
  override name = "WeatherUnavailableError";
}
