import type { FlightConditionsDto } from "@skyhire/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { FlightConditionsPanel } from "./FlightConditionsPanel";

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = "00000000-0000-4000-8000-0000000000f1";
const URL = `GET /api/jobs/${JOB_ID}/flight-conditions`;
const ADVISORY =
  "Near Centennial Airport (3.0 mi): the site may be in controlled airspace; an airspace authorization (LAANC or FAA DroneZone) may be required";

const conditions = (
  forecast: Extract<FlightConditionsDto, { located: true }>["forecast"],
): FlightConditionsDto => ({
  located: true,
  site: { lat: 39.6155, lng: -104.8487, timeZone: "America/Denver" },
  date: "2026-11-26",
  dateSource: "deadline",
  plannedFlight: null,
  airports: {
    radiusMiles: 5,
    nearby: [{ code: "KAPA", name: "Centennial Airport", distanceMiles: 3, advisory: ADVISORY }],
    source: {
      name: "airport-data-js",
      version: "4.0.0",
      licence: "CC BY 4.0",
      url: "https://github.com/aashishvanand/airport-data-js",
      note: "Public and commercial airports with an ICAO or IATA code.",
    },
  },
  daylight: {
    civilDawn: "2026-11-26T13:34:00.000Z",
    sunrise: "2026-11-26T14:04:00.000Z",
    sunset: "2026-11-26T23:39:00.000Z",
    civilDusk: "2026-11-27T00:08:00.000Z",
  },
  forecast,
});

const hour = (startTime: string, over: object = {}) => ({
  startTime,
  endTime: new Date(new Date(startTime).getTime() + 3_600_000).toISOString(),
  windMph: 6,
  gustMph: 10,
  precipitationChance: 5,
  temperatureF: 41,
  shortForecast: "Sunny",
  verdict: "go" as const,
  reasons: [],
  ...over,
});

function renderPanel() {
  return renderApp(<FlightConditionsPanel jobId={JOB_ID} />, { session: clientSession() });
}

describe("the flight conditions panel", () => {
  it("shows the advisory, sun times and forecast hours in the site's zone, and the data's source", async () => {
    mockApi({
      [URL]: () =>
        json(
          conditions({
            status: "available",
            updatedAt: "2026-11-25T12:00:00.000Z",
            verdict: "go",
            limits: {
              maxWindMph: 20,
              maxGustMph: 25,
              maxPrecipitationChance: 50,
              aircraftName: null,
            },
            plannedHour: null,
            hours: [
              hour("2026-11-26T16:00:00.000Z"),
              hour("2026-11-26T20:00:00.000Z", {
                windMph: 24,
                verdict: "no_go",
                reasons: ["Wind (mph) 24 above the 20 limit"],
              }),
            ],
          }),
        ),
    });
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Flight conditions" });
    expect(await within(panel).findByText(ADVISORY)).toBeInTheDocument();
    expect(
      within(panel).getByText(/Thursday, November 26, 2026 \(the job's deadline\)/),
    ).toBeInTheDocument();
    expect(within(panel).getByText("6:34 AM MST")).toBeInTheDocument();
    expect(within(panel).getByText("5:08 PM MST")).toBeInTheDocument();
    const rows = within(panel).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("9:00 AM MST");
    expect(rows[2]).toHaveTextContent("1:00 PM MST");
    expect(rows[2]).toHaveTextContent("No-go");
    expect(rows[2]).toHaveTextContent("Wind (mph) 24 above the 20 limit");
    expect(within(panel).getByRole("link", { name: "airport-data-js 4.0.0" })).toHaveAttribute(
      "href",
      "https://github.com/aashishvanand/airport-data-js",
    );
    expect(within(panel).getByText(/CC BY 4\.0/)).toBeInTheDocument();
  });

  it("says Forecast unavailable and still shows airspace and daylight", async () => {
    mockApi({
      [URL]: () => json(conditions({ status: "unavailable", message: "Forecast unavailable" })),
    });
    renderPanel();
    expect(await screen.findByText("Forecast unavailable")).toBeInTheDocument();
    expect(screen.getByText(ADVISORY)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("heads its sections one level under the panel's title (a screen reader's outline)", async () => {
    mockApi({
      [URL]: () => json(conditions({ status: "unavailable", message: "Forecast unavailable" })),
    });
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Flight conditions" });
    await within(panel).findByText("Forecast unavailable");
    expect(within(panel).getByRole("heading", { level: 2 })).toHaveTextContent("Flight conditions");
    expect(
      within(panel)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Airspace", "Daylight", "Weather"]);
  });

  it("offers a retry when the conditions can't be loaded", async () => {
    let calls = 0;
    mockApi({
      [URL]: () =>
        ++calls === 1
          ? json({ message: "Oops" }, 500)
          : json(conditions({ status: "unavailable", message: "Forecast unavailable" })),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Forecast unavailable")).toBeInTheDocument();
  });
});
