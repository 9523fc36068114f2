import type { LatLng } from "@skyhire/shared";
import type { z } from "zod";
import { ExpiringCache } from "./expiringCache";
import { nwsHourlyForecastSchema, nwsPointSchema, toHourlyForecast } from "./nwsForecast";
import {
  WeatherUnavailableError,
  type HourlyForecast,
  type WeatherProvider,
} from "./weatherProvider";

export interface NwsSettings {
  /** https://api.weather.gov, or a local replay in tests. */
  baseUrl: string;
  /** The API requires a User-Agent naming the product and a contact. */
  userAgent: string;
  timeoutMs?: number;
  now?: () => number;
}

/** A forecast is reused per NWS grid point (2.5 km squares) for 30 minutes. */
export const FORECAST_CACHE_MS = 30 * 60_000;
/** A point's grid square does not move; the lookup is kept a day. */
const POINT_CACHE_MS = 24 * 60 * 60_000;
/** After a failure the service is left alone this long before it is asked again. */
const FAILURE_CACHE_MS = 60_000;
const MAX_ENTRIES = 5_000;

interface GridPoint {
  key: string;
  forecastHourly: string;
}

/**
 * The US National Weather Service adapter: GET /points/{lat},{lng} (coordinates to 4 decimals,
 * as the API wants them) gives the grid point and its hourly forecast URL, which must be on the
 * configured origin; then GET that URL. Both are cached in this process.
 */
export function createNwsProvider(settings: NwsSettings): WeatherProvider {
  const now = settings.now ?? Date.now;
  const baseUrl = settings.baseUrl.replace(/\/+$/, "");
  const origin = new URL(baseUrl).origin;
  const points = new ExpiringCache<GridPoint>(POINT_CACHE_MS, FAILURE_CACHE_MS, MAX_ENTRIES, now);
  const forecasts = new ExpiringCache<HourlyForecast>(
    FORECAST_CACHE_MS,
    FAILURE_CACHE_MS,
    MAX_ENTRIES,
    now,
  );

  async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { "User-Agent": settings.userAgent, Accept: "application/geo+json" },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 8_000),
      });
    } catch (error) {
      throw new WeatherUnavailableError(`weather service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      throw new WeatherUnavailableError(`weather service answered ${response.status} for ${url}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new WeatherUnavailableError(`unreadable weather answer from ${url}`);
    return parsed.data;
  }

  function gridPoint(point: LatLng): Promise<GridPoint> {
    const coordinates = `${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
    return points.get(coordinates, async () => {
      const { properties } = await getJson(`${baseUrl}/points/${coordinates}`, nwsPointSchema);
      if (!URL.canParse(properties.forecastHourly)) {
        throw new WeatherUnavailableError("the forecast link is not a URL");
      }
      // Only follow a link back to the configured service.
      if (new URL(properties.forecastHourly).origin !== origin) {
        throw new WeatherUnavailableError("the forecast link leaves the weather service");
      }
      const key = `${properties.gridId}/${properties.gridX},${properties.gridY}`;
      return { key, forecastHourly: properties.forecastHourly };
    });
  }

  return {
    async hourlyForecast(point) {
      const grid = await gridPoint(point);
      return forecasts.get(grid.key, async () =>
        toHourlyForecast(await getJson(grid.forecastHourly, nwsHourlyForecastSchema)),
      );
    },
  };
}
