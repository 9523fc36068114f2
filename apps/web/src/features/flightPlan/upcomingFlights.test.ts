import { describe, expect, it } from "vitest";
import { upcomingFlights, type FlightJob } from "./upcomingFlights";

const NOW = new Date("2026-11-25T15:00:00Z");
const job = (id: string, at: string | null, status = "assigned"): FlightJob => ({
  id,
  title: `Job ${id}`,
  status,
  siteTimeZone: "America/Chicago",
  plannedFlight: at
    ? { at, aircraftId: null, aircraftName: null, daylight: "day", confirmedAt: at }
    : null,
});

describe("upcoming flights", () => {
  it("lists confirmed flights to come, soonest first, once each", () => {
    const later = job("b", "2026-12-02T16:00:00Z");
    const sooner = job("a", "2026-11-27T15:30:00Z");
    const flights = upcomingFlights([later, sooner, later], NOW);
    expect(flights.map((f) => f.id)).toEqual(["a", "b"]);
  });

  it("leaves out past, unplanned, cancelled and completed jobs", () => {
    const flights = upcomingFlights(
      [
        job("past", "2026-11-24T15:00:00Z"),
        job("unplanned", null),
        job("cancelled", "2026-12-01T15:00:00Z", "cancelled"),
        job("done", "2026-12-01T15:00:00Z", "completed"),
      ],
      NOW,
    );
    expect(flights).toEqual([]);
  });
});
