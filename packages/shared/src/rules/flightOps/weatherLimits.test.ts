import { describe, expect, it } from "vitest";
import {
  GUSTS_BELOW_WIND_MESSAGE,
  limitsForFlight,
  weatherLimitsRefusal,
  weatherLimitsText,
} from "./weatherLimits";
import { DEFAULT_WEATHER_LIMITS, weatherVerdict, type FlightWeather } from "./weatherVerdict";

const calm: FlightWeather = { windMph: 5, gustMph: 8, precipitationChance: 0, temperatureF: 65 };
// A light aircraft's own limits: stricter than SkyHire's defaults.
const LIGHT = { maxWindMph: 15, maxGustMph: 18, maxPrecipitationChance: 20 };

describe("a pilot's weather limits per aircraft", () => {
  it("defaults to 20 mph wind, 25 mph gusts and a 50% chance of precipitation", () => {
    expect(limitsForFlight(null)).toEqual({
      maxWindMph: 20,
      maxGustMph: 25,
      maxPrecipitationChance: 50,
    });
    expect(limitsForFlight(undefined)).toBe(DEFAULT_WEATHER_LIMITS);
    expect(weatherLimitsText(DEFAULT_WEATHER_LIMITS)).toBe(
      "No-go above 20 mph wind, 25 mph gusts or a 50% chance of precipitation.",
    );
  });

  it("uses the aircraft's own limits, with the same edges: above is no-go, at it marginal", () => {
    const limits = limitsForFlight({ ...LIGHT, name: "Mini 4 Pro" } as typeof LIGHT);
    expect(limits).toEqual(LIGHT);
    expect(weatherVerdict({ ...calm, windMph: 16 }, limits).verdict).toBe("no_go");
    expect(weatherVerdict({ ...calm, windMph: 15 }, limits).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, windMph: 11 }, limits).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, windMph: 10 }, limits).verdict).toBe("go");
    expect(weatherVerdict({ ...calm, gustMph: 19 }, limits).verdict).toBe("no_go");
    expect(weatherVerdict({ ...calm, gustMph: 14 }, limits).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, gustMph: 13 }, limits).verdict).toBe("go");
    expect(weatherVerdict({ ...calm, precipitationChance: 21 }, limits).verdict).toBe("no_go");
    expect(weatherVerdict({ ...calm, precipitationChance: 1 }, limits).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, precipitationChance: 0 }, limits).verdict).toBe("go");
    // The same weather is a go at the defaults.
    expect(weatherVerdict({ ...calm, windMph: 16 }).verdict).toBe("marginal");
  });

  it("refuses a gust limit below the wind limit, and allows them equal", () => {
    expect(weatherLimitsRefusal({ ...LIGHT, maxGustMph: 14 })).toBe(GUSTS_BELOW_WIND_MESSAGE);
    expect(weatherLimitsRefusal({ ...LIGHT, maxGustMph: 15 })).toBeNull();
    expect(weatherLimitsRefusal(DEFAULT_WEATHER_LIMITS)).toBeNull();
  });
});
