import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/** One hour the fake forecast answers (US units, as the API's default answer has them). */
export interface FakeHour {
  windMph: number;
  gustMph: number | null;
  precipitationChance: number;
  temperatureF: number;
  shortForecast: string;
}

export const CALM_HOUR: FakeHour = {
  windMph: 6,
  gustMph: 10,
  precipitationChance: 5,
  temperatureF: 68,
  shortForecast: "Sunny",
};

export interface FakeWeatherRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

const HOUR_MS = 3_600_000;

/**
 * A local stand-in for the National Weather Service API (api.weather.gov) on 127.0.0.1,
 * replaying the documented GeoJSON of GET /points/{lat},{lng} and of the hourly forecast it
 * links to (/gridpoints/{office}/{x},{y}/forecast/hourly). It answers 156 hourly periods from
 * `firstHour` (the API's usual 6.5 days), each from `hourAt`, records every request, and can
 * fail the way the real one does (404 outside its area, 500s when busy).
 */
export class FakeWeatherService {
  readonly requests: FakeWeatherRequest[] = [];
  /** The start of the first forecast hour. */
  firstHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
  hourAt: (start: Date) => FakeHour = () => CALM_HOUR;
  /** Answer this status instead of the forecast (points answer normally). */
  forecastStatus = 200;
  /** Answer 404 to points lookups, as the API does outside the US. */
  outsideCoverage = false;
  origin = "";
  private readonly server: Server;

  private constructor() {
    this.server = createServer((request, response) => {
      const path = request.url ?? "/";
      this.requests.push({ path, headers: request.headers });
      const { status, body } = this.answer(path);
      response.writeHead(status, { "content-type": "application/geo+json" });
      response.end(JSON.stringify(body));
    });
  }

  static async start(port = 0): Promise<FakeWeatherService> {
    const service = new FakeWeatherService();
    await new Promise<void>((resolve) => service.server.listen(port, "127.0.0.1", resolve));
    service.origin = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(path: string): { status: number; body: unknown } {
    const point = /^\/points\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(path);
    if (point) {
      if (this.outsideCoverage) return problem(404, "Data Unavailable For Requested Point", path);
      return { status: 200, body: this.pointBody(Number(point[1]), Number(point[2])) };
    }
    if (/^\/gridpoints\/[A-Z]{3}\/\d+,\d+\/forecast\/hourly$/.test(path)) {
      if (this.forecastStatus !== 200)
        return problem(this.forecastStatus, "Unexpected Problem", path);
      return { status: 200, body: this.hourlyBody() };
    }
    return problem(404, "Not Found", path);
  }

  private pointBody(lat: number, lng: number) {
    // A grid square of about 2.5 km: nearby sites share it, as they do on the real service.
    const gridX = Math.round((lng + 180) * 40);
    const gridY = Math.round((lat + 90) * 40);
    const grid = `${this.origin}/gridpoints/TST/${gridX},${gridY}`;
    return {
      "@context": ["https://geojson.org/geojson-ld/geojson-context.jsonld"],
      id: `${this.origin}/points/${lat},${lng}`,
      type: "Feature",
      geometry: { type: "Point", coordinates: [lng, lat] },
      properties: {
        "@id": `${this.origin}/points/${lat},${lng}`,
        "@type": "wx:Point",
        cwa: "TST",
        forecastOffice: `${this.origin}/offices/TST`,
        gridId: "TST",
        gridX,
        gridY,
        forecast: `${grid}/forecast`,
        forecastHourly: `${grid}/forecast/hourly`,
        forecastGridData: grid,
        observationStations: `${grid}/stations`,
        timeZone: "America/Denver",
        radarStation: "KFTG",
      },
    };
  }

  private hourlyBody() {
    const periods = Array.from({ length: 156 }, (_, index) => {
      const start = new Date(this.firstHour.getTime() + index * HOUR_MS);
      const hour = this.hourAt(start);
      return {
        number: index + 1,
        name: "",
        startTime: start.toISOString().replace(".000Z", "+00:00"),
        endTime: new Date(start.getTime() + HOUR_MS).toISOString().replace(".000Z", "+00:00"),
        isDaytime: true,
        temperature: hour.temperatureF,
        temperatureUnit: "F",
        temperatureTrend: "",
        probabilityOfPrecipitation: {
          unitCode: "wmoUnit:percent",
          value: hour.precipitationChance,
        },
        dewpoint: { unitCode: "wmoUnit:degC", value: 5 },
        relativeHumidity: { unitCode: "wmoUnit:percent", value: 40 },
        windSpeed: `${hour.windMph} mph`,
        windGust: hour.gustMph === null ? null : `${hour.gustMph} mph`,
        windDirection: "NW",
        icon: `${this.origin}/icons/land/day/few?size=small`,
        shortForecast: hour.shortForecast,
        detailedForecast: "",
      };
    });
    const updated = this.firstHour.toISOString().replace(".000Z", "+00:00");
    return {
      "@context": ["https://geojson.org/geojson-ld/geojson-context.jsonld"],
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [] },
      properties: {
        units: "us",
        forecastGenerator: "HourlyForecastGenerator",
        generatedAt: updated,
        updateTime: updated,
        updated,
        validTimes: `${updated}/P7DT1H`,
        elevation: { unitCode: "wmoUnit:m", value: 1600 },
        periods,
      },
    };
  }
}

/** The API's error body (application/problem+json). */
function problem(status: number, title: string, path: string) {
  return {
    status,
    body: {
      correlationId: "fake",
      title,
      type: "https://api.weather.gov/problems/Unknown",
      status,
      detail: title,
      instance: path,
    },
  };
}

/** `node --import tsx apps/server/src/testing/fakeWeatherService.ts --port 9401`: for e2e runs. */
async function runFromCommandLine(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: "string", default: "9401" } } });
  const service = await FakeWeatherService.start(Number(values.port));
  // Afternoon gusts past the default limit, so the page shows every verdict.
  service.hourAt = (start) => {
    const hour = start.getUTCHours();
    if (hour === 20) return { ...CALM_HOUR, windMph: 22, gustMph: 31, shortForecast: "Windy" };
    if (hour === 19) return { ...CALM_HOUR, windMph: 17, gustMph: 22, shortForecast: "Breezy" };
    return CALM_HOUR;
  };
  console.log(`Fake National Weather Service API on ${service.origin}`);
  const stop = () => void service.close().finally(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runFromCommandLine();
}
