import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeWeatherService } from "../../testing/fakeWeatherService";
import { windMph } from "./nwsForecast";
import { createNwsProvider, FORECAST_CACHE_MS } from "./nwsProvider";
import { WeatherUnavailableError } from "./weatherProvider";

describe("reading the National Weather Service's wind figures", () => {
  it("takes plain speeds, the top of a range, and quantitative values in km/h or knots", () => {
    expect(windMph("10 mph")).toBe(10);
    expect(windMph("5 to 15 mph")).toBe(15);
    expect(windMph({ unitCode: "wmoUnit:km_h-1", value: 40 })).toBe(25);
    expect(windMph({ unitCode: "wmoUnit:km_h-1", value: 20, maxValue: 32 })).toBe(20);
    expect(windMph({ unitCode: "wmoUnit:kt", value: 10 })).toBe(12);
    expect(windMph(null)).toBeNull();
    expect(windMph("calm")).toBeNull();
  });
});

describe("the National Weather Service adapter", () => {
  let service: FakeWeatherService;
  let now = 0;
  const provider = () =>
    createNwsProvider({ baseUrl: service.origin, userAgent: "SkyHire (test)", now: () => now });
  beforeAll(async () => {
    service = await FakeWeatherService.start();
  });
  afterAll(() => service.close());
  beforeEach(() => {
    service.requests.length = 0;
    service.forecastStatus = 200;
    service.outsideCoverage = false;
    now = Date.now();
  });

  it("asks for the point to 4 decimals, then the hourly forecast it links to", async () => {
    const forecast = await provider().hourlyForecast({ lat: 39.739236, lng: -104.990251 });
    expect(service.requests[0]!.path).toBe("/points/39.7392,-104.9903");
    expect(service.requests[0]!.headers.accept).toBe("application/geo+json");
    expect(forecast.hours).toHaveLength(156);
    expect(forecast.hours[0]).toMatchObject({ windMph: 6, gustMph: 10, temperatureF: 68 });
  });

  it("keeps a grid point's forecast for 30 minutes, shared by sites in the same square", async () => {
    const weather = provider();
    await weather.hourlyForecast({ lat: 39.7392, lng: -104.9903 });
    now += FORECAST_CACHE_MS - 1000;
    await weather.hourlyForecast({ lat: 39.7393, lng: -104.9904 });
    const forecastCalls = () => service.requests.filter((r) => r.path.endsWith("/hourly")).length;
    expect(forecastCalls()).toBe(1);
    now += 2000;
    await weather.hourlyForecast({ lat: 39.7392, lng: -104.9903 });
    expect(forecastCalls()).toBe(2);
  });

  it("is unavailable outside the service's area, on its errors, and when it can't be reached", async () => {
    service.outsideCoverage = true;
    await expect(provider().hourlyForecast({ lat: 51.5, lng: -0.12 })).rejects.toThrow(
      WeatherUnavailableError,
    );
    service.outsideCoverage = false;
    service.forecastStatus = 503;
    await expect(provider().hourlyForecast({ lat: 40, lng: -105 })).rejects.toThrow(
      WeatherUnavailableError,
    );
    const unreachable = createNwsProvider({ baseUrl: "http://127.0.0.1:9", userAgent: "x" });
    await expect(unreachable.hourlyForecast({ lat: 40, lng: -105 })).rejects.toThrow(
      WeatherUnavailableError,
    );
  });

  it("does not follow a forecast link to another host", async () => {
    const elsewhere = createNwsProvider({
      baseUrl: service.origin.replace("127.0.0.1", "localhost"),
      userAgent: "x",
    });
    await expect(elsewhere.hourlyForecast({ lat: 40, lng: -105 })).rejects.toThrow(
      "the forecast link leaves the weather service",
    );
  });
});
