import { describe, expect, it } from "vitest";
import { weatherVerdict, type FlightWeather } from "./weatherVerdict";

const calm: FlightWeather = { windMph: 5, gustMph: 8, precipitationChance: 0, temperatureF: 65 };

describe("the weather go/no-go verdict", () => {
  it("is go in calm weather", () => {
    expect(weatherVerdict(calm)).toEqual({ verdict: "go", reasons: [] });
  });

  it("is no-go just above each default limit and not at it", () => {
    expect(weatherVerdict({ ...calm, windMph: 21 }).verdict).toBe("no_go");
    expect(weatherVerdict({ ...calm, windMph: 20 }).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, gustMph: 26 }).verdict).toBe("no_go");
    expect(weatherVerdict({ ...calm, gustMph: 25 }).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, precipitationChance: 51 }).verdict).toBe("no_go");
    expect(weatherVerdict({ ...calm, precipitationChance: 50 }).verdict).toBe("marginal");
  });

  it("is marginal within 5 mph of a wind limit or 20 points of the rain limit, go outside", () => {
    expect(weatherVerdict({ ...calm, windMph: 16 }).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, windMph: 15 }).verdict).toBe("go");
    expect(weatherVerdict({ ...calm, gustMph: 21 }).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, gustMph: 20 }).verdict).toBe("go");
    expect(weatherVerdict({ ...calm, precipitationChance: 31 }).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, precipitationChance: 30 }).verdict).toBe("go");
  });

  it("is marginal outside the temperatures batteries are rated for", () => {
    expect(weatherVerdict({ ...calm, temperatureF: 31 }).verdict).toBe("marginal");
    expect(weatherVerdict({ ...calm, temperatureF: 32 }).verdict).toBe("go");
    expect(weatherVerdict({ ...calm, temperatureF: 105 }).verdict).toBe("marginal");
  });

  it("says every reason, the no-go ones first", () => {
    const { verdict, reasons } = weatherVerdict({ ...calm, windMph: 18, gustMph: 30 });
    expect(verdict).toBe("no_go");
    expect(reasons).toEqual([
      "Gusts (mph) 30 above the 25 limit",
      "Wind (mph) 18, near the 20 limit",
    ]);
  });

  it("uses the pilot's own limits and skips figures the forecast lacks", () => {
    const limits = { maxWindMph: 12, maxGustMph: 18, maxPrecipitationChance: 20 };
    expect(weatherVerdict({ ...calm, windMph: 13 }, limits).verdict).toBe("no_go");
    expect(
      weatherVerdict({
        windMph: null,
        gustMph: null,
        precipitationChance: null,
        temperatureF: null,
      }).verdict,
    ).toBe("go");
  });
});
