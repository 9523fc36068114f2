import type { ScheduledFlightWeatherDto } from "@skyhire/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { pilotSession, renderApp } from "@/test/renderApp";
import { FlightWeatherList } from "./FlightWeatherList";

afterEach(() => vi.unstubAllGlobals());

const flight = (over: Partial<ScheduledFlightWeatherDto>): ScheduledFlightWeatherDto => ({
  jobId: "00000000-0000-4000-8000-0000000000d1",
  title: "Roof inspection in Aurora",
  location: "Aurora, CO",
  plannedAt: "2026-11-28T17:30:00.000Z",
  siteTimeZone: "America/Denver",
  aircraftName: "Mini 4 Pro",
  forecast: { status: "unavailable", message: "Forecast unavailable" },
  ...over,
});

describe("the week's flight weather on the pilot's schedule", () => {
  it("shows each take-off's verdict with wind, gusts, precipitation and temperature", async () => {
    mockApi({
      "GET /api/schedule/flight-weather": () =>
        json([
          flight({
            forecast: {
              status: "available",
              hour: {
                startTime: "2026-11-28T17:00:00.000Z",
                endTime: "2026-11-28T18:00:00.000Z",
                windMph: 12,
                gustMph: 19,
                precipitationChance: 10,
                temperatureF: 45,
                shortForecast: "Breezy",
                verdict: "no_go",
                reasons: ["Gusts (mph) 19 above the 18 limit"],
              },
              limits: {
                maxWindMph: 15,
                maxGustMph: 18,
                maxPrecipitationChance: 40,
                aircraftName: "Mini 4 Pro",
              },
            },
          }),
          flight({ jobId: "00000000-0000-4000-8000-0000000000d2", title: "Vineyard survey" }),
        ]),
    });
    renderApp(<FlightWeatherList />, { session: pilotSession() });
    const list = await screen.findByRole("list", { name: "Planned flights with their forecast" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Sat, Nov 28, 2026 at 10:30 AM MST · Aurora, CO · Mini 4 Pro");
    expect(first).toHaveTextContent("No-go");
    expect(first).toHaveTextContent("Wind 12 mph");
    expect(first).toHaveTextContent("Gusts 19 mph");
    expect(first).toHaveTextContent("Precipitation 10%");
    expect(first).toHaveTextContent("45 °F");
    expect(first).toHaveTextContent("Mini 4 Pro's limits: No-go above 15 mph wind");
    expect(second).toHaveTextContent("Vineyard survey");
    expect(second).toHaveTextContent("Forecast unavailable");
  });
});
